// Lengths of typed names, as the files hold them: a typed name always fits the
// file that keeps it. Apart from the schemas (schemas.ts) so that a screen can
// tell a person the limit without loading the validation library.
export const MAX_SEAT_NAME_LENGTH = 64;
export const MAX_CAMPAIGN_NAME_LENGTH = 64;
export const MAX_ALLY_NAME_LENGTH = 32;
