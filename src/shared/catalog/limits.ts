// Limits shared by the pages, the API contracts and the server's texts, in a module without zod so that the landing
// page's preview chat does not load the schema library.
export const PREVIEW_MAX_USER_MESSAGES = 4;
export const PREVIEW_MAX_CHARS = 300;
export const SUPPORT_MAX_CHARS = 500;

/** docs/PRODUCT.md: a sign-in link works once, for this many minutes (the server's rule, the mail's and support's text). */
export const SIGN_IN_LINK_MINUTES = 15;
