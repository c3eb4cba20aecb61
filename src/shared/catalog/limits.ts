// Chat limits shared by the pages and the API contracts, in a module without zod so that the landing
// page's preview chat does not load the schema library.
export const PREVIEW_MAX_USER_MESSAGES = 4;
export const PREVIEW_MAX_CHARS = 300;
export const SUPPORT_MAX_CHARS = 500;
