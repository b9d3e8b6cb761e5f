import { data } from "react-router";
import { ErrorPage, NOT_FOUND_TITLE } from "~/components/error-page";

export function loader() {
  throw data({ message: NOT_FOUND_TITLE }, { status: 404 });
}

export function action() {
  throw data({ message: NOT_FOUND_TITLE }, { status: 404 });
}

export default function NotFound() {
  return null;
}

export function ErrorBoundary({ error }: { error: unknown }) {
  return <ErrorPage error={error} />;
}
