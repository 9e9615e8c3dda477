/**
 * The spellings of a private file's path that an outside client tried against `/files` (issue: dot segments,
 * encoded and double-encoded slashes, backslashes, NUL): each, for one private key `chat-image/<owner>/<file>`,
 * as it follows `/files/`. Every one must be refused, locally and by the CloudFront function.
 */
export const traversalsTo = (privateKey: string): string[] => {
  const [kind, ...rest] = privateKey.split('/');
  const tail = rest.join('/');
  return [
    privateKey,
    `avatar/..%2F${kind}/${tail}`,
    `x/..%2F${kind}/${tail}`,
    `.%2F${kind}/${tail}`,
    `avatar/%2E%2E%2F${kind}/${tail}`,
    `avatar/..%5C${kind}/${tail}`,
    `avatar/..%252F${kind}/${tail}`,
    `x/%252E%252E%252F${kind}/${tail}`,
    `%2E%252F${kind}/${tail}`,
    `${kind?.replace(/-/g, '%2D')}/${tail}`,
    `avatar//..%2F${kind}/${tail}`,
    `avatar/%00/..%2F${kind}/${tail}`,
    `avatar/${tail.split('/')[0]}/..%2F..%2F${kind}/${tail}`,
  ];
};

/** The same for a made-up key, for the unit tests of the rule. */
export const TRAVERSALS = traversalsTo('chat-image/01JOWNER/01JFILE.png');
