/**
 * Bounds on what a request may carry (issue #8), shared by the forms and the API so that both
 * refuse the same things. A real synthetic route has at most about 40 steps.
 */
export const MAX_TREE_DEPTH = 60;
export const MAX_TREE_NODES = 300;
export const MAX_TREE_CHILDREN = 50;

/**
 * The deepest JSON any request body may have: each tree level nests two JSON levels (the node and
 * its `children` list), plus the document around the tree (e.g. `api[0].tree`, a manufacturer).
 */
export const MAX_JSON_NESTING = 2 * MAX_TREE_DEPTH + 10;

/** The longest `Idempotency-Key` header accepted (the web client sends a 36-character UUID). */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
