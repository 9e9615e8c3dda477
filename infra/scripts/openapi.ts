/** The API reference, generated from the route table and its zod schemas (docs/architecture.md "One route table"). */
import { toJSONSchema } from 'zod';
import { ERRORS } from '../../shared/errors.js';
import { ROUTES } from '../../shared/routes/index.js';
import { bodyTypesOf, type RouteDef } from '../../shared/routes/types.js';

const envelope = (data: object = {}) => ({
  type: 'object',
  required: ['code', 'msg', 'data'],
  properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
});

const accessText = (route: RouteDef): string =>
  route.access === 'public' ? '公开' : route.access === 'user' ? '登录用户' : `登录用户（${route.access.join('、')}）`;

const operation = (route: RouteDef) => {
  const schema = toJSONSchema(route.input, { io: 'output', unrepresentable: 'any' }) as {
    properties?: Record<string, object>;
    required?: string[];
  };
  const pathParams = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const bodyTypes = bodyTypesOf(route);
  const parameters = [
    ...pathParams.map((name) => ({ name, in: 'path', required: true, schema: schema.properties?.[name] ?? { type: 'string' } })),
    ...(bodyTypes.length === 0
      ? Object.entries(schema.properties ?? {})
          .filter(([name]) => !pathParams.includes(name))
          .map(([name, s]) => ({ name, in: 'query', required: schema.required?.includes(name) ?? false, schema: s }))
      : []),
  ];
  const content = Object.fromEntries(
    bodyTypes.map((t) => [t === 'json' ? 'application/json' : 'application/x-www-form-urlencoded', { schema }]),
  );
  return {
    operationId: route.id,
    summary: route.summary,
    description: `调用者：${accessText(route)}${route.testClockOnly ? '。仅为测试启动的本地环境（--test-clock）提供。' : route.localOnly ? '。仅本地环境提供。' : ''}`,
    tags: [route.domain],
    ...(route.access === 'public' ? { security: [] } : {}),
    ...(parameters.length ? { parameters } : {}),
    ...(bodyTypes.length ? { requestBody: { required: true, content } } : {}),
    responses: {
      '200': { description: '成功，或业务规则拒绝（6 位业务码）', content: { 'application/json': { schema: envelope() } } },
      '400': { description: ERRORS.BAD_REQUEST.msg, content: { 'application/json': { schema: envelope({ type: 'object' }) } } },
      ...(route.access === 'public' ? {} : { '401': { description: ERRORS.UNAUTHORIZED.msg } }),
      ...(Array.isArray(route.access) ? { '403': { description: ERRORS.FORBIDDEN.msg } } : {}),
    },
  };
};

export const openApiDocument = () => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of ROUTES) (paths[route.path] ??= {})[route.method.toLowerCase()] = operation(route);
  return {
    openapi: '3.1.0',
    info: { title: '合作云 Hezuo API', version: '1', description: '每个响应都是 { code, msg, data }（见 docs/conventions.md）。' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
    paths,
  };
};

export const apiMarkdown = (): string =>
  [
    '# API reference',
    '',
    'Generated from the route table (`shared/routes/`) by `npm run docs:api`; the machine-readable form is',
    '[`openapi.json`](openapi.json). Every answer is the envelope `{ code, msg, data }` of docs/conventions.md; a 400 names',
    'the first bad field in Chinese and lists every issue in `data.issues`.',
    '',
    '| method | path | id | who may call | what it does |',
    '| --- | --- | --- | --- | --- |',
    ...ROUTES.map((r) => `| ${r.method} | \`${r.path}\` | ${r.id} | ${accessText(r)} | ${r.summary} |`),
    '',
  ].join('\n');
