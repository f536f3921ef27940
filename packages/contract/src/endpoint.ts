import type * as z from 'zod/v4/core';
import type { ServiceGroup } from './service-groups.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, a signed-in talent (only on its own `{id}`), or staff. */
export type Access = 'public' | 'talent' | 'staff';

/**
 * Where a talent endpoint carries the id of the talent it acts on: `params.id`, `body.talent_id`,
 * `query.talent_id`. A signed-in talent may only pass its own id there; any other is a 403.
 */
export type OwnerLocation = `params.${string}` | `body.${string}` | `query.${string}`;

/**
 * One endpoint of the API, shared by the server (routing, validation, OpenAPI) and the web app
 * (typed calls). `path` is the spec's path after the group base, with `{name}` parameters.
 */
export interface Endpoint<
  Params extends z.$ZodType = z.$ZodType,
  Query extends z.$ZodType = z.$ZodType,
  Body extends z.$ZodType = z.$ZodType,
  Data extends z.$ZodType = z.$ZodType,
  A extends Access = Access,
> {
  method: HttpMethod;
  group: ServiceGroup;
  path: string;
  summary: string;
  access: A;
  /**
   * Where the acted-on talent's id sits, for `talent` endpoints. Paths of the form
   * `/talent/{id}/...` need not say it: their `{id}` is always the talent's own.
   */
  owner?: OwnerLocation;
  params?: Params;
  query?: Query;
  body?: Body;
  /** `multipart` bodies carry files; `form` bodies are url-encoded, as the spec asks for surveys. */
  bodyType?: 'json' | 'multipart' | 'form';
  /** Status of a successful answer; 200 unless the spec says otherwise (surveys answer 201). */
  successStatus?: 200 | 201;
  data: Data;
}

/* @__NO_SIDE_EFFECTS__ */
export function defineEndpoint<
  Params extends z.$ZodType,
  Query extends z.$ZodType,
  Body extends z.$ZodType,
  Data extends z.$ZodType,
  A extends Access,
>(endpoint: Endpoint<Params, Query, Body, Data, A>): Endpoint<Params, Query, Body, Data, A> {
  return endpoint;
}

export type ParamsOf<E> =
  E extends Endpoint<infer P, z.$ZodType, z.$ZodType, z.$ZodType> ? z.input<P> : never;
export type QueryOf<E> = E extends Endpoint<z.$ZodType, infer Q, z.$ZodType, z.$ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.$ZodType, z.$ZodType, infer B, z.$ZodType> ? z.input<B> : never;
export type DataOf<E> = E extends Endpoint<z.$ZodType, z.$ZodType, z.$ZodType, infer D> ? z.output<D> : never;

/** Fills `{name}` placeholders of a spec path: `/talent/{id}` with `{ id: 7 }` gives `/talent/7`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The same path in the router's syntax: `/talent/{id}` becomes `/talent/:id`. */
export function toRouterPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}
