/**
 * What other domains may use of the order domain: nothing yet (no domain stands above it but search, which does not
 * index orders). Everything in functions/order is private to it.
 */
export {};
