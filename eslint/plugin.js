// The repository's own lint rules (eslint.config.js registers them as the `hezuo` plugin); tested by
// test/unit/lint-boundaries.test.ts.

/** The parameters of DynamoDB's commands that hold an expression or the names and values an expression uses. */
const EXPRESSION_PARAMETERS = new Set([
  'UpdateExpression',
  'ConditionExpression',
  'KeyConditionExpression',
  'FilterExpression',
  'ProjectionExpression',
  'ExpressionAttributeNames',
  'ExpressionAttributeValues',
]);

/** An expression attribute name or value placeholder as an object key: `'#status'`, `':now'`. */
const PLACEHOLDER = /^[#:][A-Za-z_][A-Za-z0-9_]*$/;

/**
 * Text that reads as a DynamoDB expression: an update's clause (`SET x = :x`, `REMOVE a`, `ADD n :one`), a condition
 * function (`attribute_not_exists(pk)`, `begins_with(sk, :p)`), or something compared with a value placeholder
 * (`gsi1pk = :pk`, `#s <> :done`, `expireTime < :now`, `due BETWEEN :a AND :b`).
 */
const EXPRESSION_TEXT = [
  /^\s*(SET|REMOVE|ADD|DELETE)\s+[#A-Za-z_]/,
  /\b(attribute_exists|attribute_not_exists|attribute_type|begins_with|if_not_exists|list_append)\s*\(/,
  /(^|[\s(,])[#A-Za-z_][\w.#[\]]*\s*(=|<>|<=|>=|<|>)\s*:[A-Za-z_]/,
  /\s(BETWEEN\s+:[A-Za-z_]|IN\s*\(\s*:[A-Za-z_])/,
];

const looksLikeExpression = (text) => typeof text === 'string' && EXPRESSION_TEXT.some((pattern) => pattern.test(text));

const keyName = (property) => {
  if (property.computed) return property.key.type === 'Literal' ? property.key.value : undefined;
  return property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? property.key.value : undefined;
};

/**
 * DynamoDB expressions live in store files (a domain's `store.ts` / `*-store.ts`, functions/lib/store): a service
 * calls a store function named for what it does (`markRead`, `claimPendingInvite`), never writes `SET ...` or
 * `attribute_not_exists(pk)` itself. Found three ways: a command's expression parameter by name, a placeholder used
 * as a key (`{ ':now': ... }`, `{ '#s': 'status' }`), and a string or template that reads as an expression.
 */
const dynamodbExpressions = {
  meta: {
    type: 'problem',
    docs: { description: 'DynamoDB expressions only in store files' },
    schema: [],
    messages: {
      parameter: "DynamoDB's {{name}} belongs in a store file (store.ts, *-store.ts): call a store function named for what it does.",
      placeholder: 'The expression attribute {{name}} belongs in a store file (store.ts, *-store.ts), with the expression that uses it.',
      text: 'A DynamoDB expression ({{text}}) belongs in a store file (store.ts, *-store.ts): call a store function named for what it does.',
    },
  },
  create(context) {
    const short = (text) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
    return {
      Property(node) {
        const name = keyName(node);
        if (typeof name !== 'string') return;
        if (EXPRESSION_PARAMETERS.has(name)) context.report({ node: node.key, messageId: 'parameter', data: { name } });
        else if (PLACEHOLDER.test(name)) context.report({ node: node.key, messageId: 'placeholder', data: { name } });
      },
      MemberExpression(node) {
        // `values[':keep'] = ...`: a placeholder's value set one at a time.
        if (node.computed && node.property.type === 'Literal' && PLACEHOLDER.test(String(node.property.value))) {
          context.report({ node: node.property, messageId: 'placeholder', data: { name: node.property.value } });
        }
      },
      Literal(node) {
        if (looksLikeExpression(node.value)) context.report({ node, messageId: 'text', data: { text: short(node.value) } });
      },
      TemplateLiteral(node) {
        const text = node.quasis.map((q) => q.value.cooked ?? q.value.raw).join('x');
        if (looksLikeExpression(text)) context.report({ node, messageId: 'text', data: { text: short(text) } });
      },
    };
  },
};

export default { meta: { name: 'hezuo' }, rules: { 'dynamodb-expressions': dynamodbExpressions } };
