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

/**
 * Manufacturing plants one client account may have (issue #22; docs/security.md 'Plants'). Plants
 * are also created by saving route trees (a new company, city and country in a manufacturer
 * block), so without a bound one save of a full tree made 900 and `GET plant` grew past 1.6 MB.
 * A real supply chain stays far below: a route has about 40 steps, usually one or two
 * manufacturers each, and the same suppliers come back from product to product.
 */
export const MAX_PLANTS_PER_CLIENT = 500;

/** New plants one save of a project may create from its route trees: 50 steps with 3 new manufacturers each. */
export const MAX_NEW_PLANTS_PER_SAVE = 150;
