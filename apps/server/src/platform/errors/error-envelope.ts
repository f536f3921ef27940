import type { ErrorEnvelope } from '@talent/contract';

export interface FieldIssue {
  path: ReadonlyArray<PropertyKey>;
  message: string;
}

/**
 * Field reasons of a 400: each invalid field's dotted path (`TalentEducation.0.GPA`) mapped to
 * the message its rule carries, the first reason per field. Issues about the input as a whole
 * (an empty path) have no field to sit under and are left to the envelope's `error`.
 */
export function fieldReasons(issues: readonly FieldIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (path && !(path in fields)) fields[path] = issue.message;
  }
  return fields;
}

export function errorEnvelope(
  type: string,
  message: string,
  error: string = message,
  fields?: Record<string, string>,
): ErrorEnvelope {
  return {
    data: null,
    meta: { message, type },
    error,
    ...(fields && Object.keys(fields).length > 0 ? { fields } : {}),
  };
}
