import { http } from "msw";
import { helpCentreRoutes } from "../../api/help-centre/routes";
import { HELP_VOTE_THANKS, helpVoteAnswerSchema, helpVoteSchema } from "#contract/help-centre";
import { contractJson } from "./contract-json";

/** The help centre's base URL in route tests. */
export const helpCentreUrl = "http://help-centre.test/";

/** Votes the mock has counted, by article id; tests read and reset it. */
export const helpfulVotes = new Map<number, { helpful: number; unhelpful: number }>();

// The mock answers reads with the service's own help-centre router over its shipped content,
// so the pages are tested against the answers they will really get.
const catalogue = helpCentreRoutes();

export const helpCentreHandlers = [
  http.post(`${helpCentreUrl}articles/:id/votes`, async ({ params, request }) => {
    const { helpful } = helpVoteSchema.parse(await request.json());
    const id = Number(params.id);
    const counts = helpfulVotes.get(id) ?? { helpful: 0, unhelpful: 0 };
    counts[helpful ? "helpful" : "unhelpful"] += 1;
    helpfulVotes.set(id, counts);
    return contractJson(helpVoteAnswerSchema, { message: HELP_VOTE_THANKS }, { status: 201 });
  }),
  http.get(`${helpCentreUrl}*`, ({ request }) => {
    const url = new URL(request.url);
    return catalogue.fetch(new Request(`http://help${url.pathname}${url.search}`, request));
  }),
];
