import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  productCategories,
  productSub2Categories,
  productSub3Categories,
  productSubCategories,
} from '../../db/schema';
import { authHeaders, signInAs, type TestApp } from '../../test/test-app';

/** Signed-in calls, one token per login; `entity` defaults to 1. */
export function productCaller(t: () => TestApp) {
  const tokens = new Map<string, string>();
  async function tokenOf(login: string): Promise<string> {
    if (!tokens.has(login)) tokens.set(login, (await signInAs(t().app, login)).token);
    return tokens.get(login)!;
  }
  return async function call(
    login: string | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    entity = 1,
  ): Promise<LightMyRequestResponse> {
    const headers = login ? authHeaders(await tokenOf(login), entity) : {};
    return t().app.inject({
      method,
      url,
      headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };
}

/** Ids of a taxonomy path by names, e.g. ['Apparel', 'Tops', 'T-shirts', 'Knitted']. */
export async function taxonomyIds(t: TestApp, names: [string, string, string, string]): Promise<number[]> {
  const [row] = await t.database.db
    .select({
      c: productCategories.id,
      s1: productSubCategories.id,
      s2: productSub2Categories.id,
      s3: productSub3Categories.id,
    })
    .from(productCategories)
    .innerJoin(productSubCategories, eq(productSubCategories.productCategoryId, productCategories.id))
    .innerJoin(productSub2Categories, eq(productSub2Categories.productSubCategoryId, productSubCategories.id))
    .innerJoin(
      productSub3Categories,
      eq(productSub3Categories.productSubCategory2Id, productSub2Categories.id),
    )
    .where(
      and(
        eq(productCategories.name, names[0]),
        eq(productSubCategories.name, names[1]),
        eq(productSub2Categories.name, names[2]),
        eq(productSub3Categories.name, names[3]),
      ),
    );
  return [row!.c, row!.s1, row!.s2, row!.s3];
}
