import AjvCompiler from '@fastify/ajv-compiler';
import SerializerCompiler from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
/** What both builders return: a compiler taking a route's schema and giving its function. */
type RouteCompiler<Compiled> = (route: unknown) => Compiled;
type Builder<Compiled> = (externalSchemas: unknown, options: unknown) => RouteCompiler<Compiled>;
type Validate = ((data: unknown) => unknown) & { errors?: unknown };

/**
 * Fastify's own validator and serializer builders (ajv and fast-json-stringify, with the server's
 * options), with each route's function compiled on its first call instead of at start. Compiling the
 * schemas of ~360 routes is most of what building the app costs (docs/testing.md), and a test file builds
 * an app to call a handful of them. Only the tests use this: a real start compiles every schema at once,
 * so a schema ajv refuses stops the start; in the tests the generated suites call every route.
 */
export function lazySchemaCompilers(): CompilersFactory {
  const buildValidator = AjvCompiler() as unknown as Builder<Validate>;
  const buildSerializer = SerializerCompiler() as unknown as Builder<(data: unknown) => string>;
  const lazyValidators: Builder<Validate> = (externalSchemas, options) => {
    const compile = buildValidator(externalSchemas, options);
    return (route) => {
      let validate: Validate | undefined;
      const lazy: Validate = (data) => {
        validate ??= compile(route);
        const outcome = validate(data);
        // Fastify reads a failed validation's errors from the function it was given.
        lazy.errors = validate.errors;
        return outcome;
      };
      return lazy;
    };
  };
  const lazySerializers: Builder<(data: unknown) => string> = (externalSchemas, options) => {
    const compile = buildSerializer(externalSchemas, options);
    return (route) => {
      let serialize: ((data: unknown) => string) | undefined;
      return (data) => (serialize ??= compile(route))(data);
    };
  };
  return {
    buildValidator: lazyValidators as unknown as CompilersFactory['buildValidator'],
    buildSerializer: lazySerializers as unknown as CompilersFactory['buildSerializer'],
  };
}
