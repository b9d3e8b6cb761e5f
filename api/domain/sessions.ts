/**
 * Signing a user's other devices out (a new password, a deleted account): every token issued
 * before a moment stops working. A token's issue time (`iat`) counts whole seconds, so the moment
 * is the next whole second, and the one token issued to the device that asked carries it.
 */
export function sessionsRestartAt(now: Date): Date {
  return new Date((Math.floor(now.getTime() / 1000) + 1) * 1000);
}

/** What the database says of a user's token: signed out, or its account's sessions ended. */
export type SessionStanding = {
  revoked: boolean;
  accountErased: boolean;
  sessionsValidAfter: Date | null;
};

export function isSessionOver(standing: SessionStanding, issuedAt: Date): boolean {
  return (
    standing.revoked ||
    standing.accountErased ||
    (standing.sessionsValidAfter !== null && issuedAt < standing.sessionsValidAfter)
  );
}
