import type { FastifyInstance } from 'fastify';
import { bodyWithRules } from '../lib/rule-bodies';
import { routeRules, type RuleValidator } from '../lib/rule-validation';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rule file a route checks in its handler rather than in a preValidation hook. */
    bodyRules?: RuleValidator;
  }
}

/**
 * A route that checks its body against a rule file gets the file's constraints in its body schema
 * (lib/rule-bodies.ts), so its validation and its OpenAPI document say what the form says. Registered
 * before the routes: onRoute sees each route once, before its schema is compiled.
 */
export function registerRuleBodies(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const checked = routeRules(route);
    if (!checked || !route.schema?.body) return;
    route.schema = { ...route.schema, body: bodyWithRules(route.schema.body, checked.rules) };
  });
}
