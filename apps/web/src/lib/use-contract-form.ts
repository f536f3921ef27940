import { type FormErrors, schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { type FormEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { z } from 'zod/mini';
import type { Language } from '@/locales';
import { ApiError } from './api-error';
import { type FormFailure, formFailureOf } from './form-failure';
import { reactToApiError } from './http-client';
import { useHydrated } from './hydration';
import { contractMessageIn, useLanguage } from './i18n';
import { typedBeforeHydration } from './typed-before-hydration';

/**
 * The messages in `language`: each is found by its contract English, which `englishOf` keeps for
 * every wording given, so a message already worded in one language can be worded in another.
 */
function wordedIn(englishOf: Map<string, string>, language: Language, errors: FormErrors): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => {
      if (typeof error !== 'string') return [field, error];
      const english = englishOf.get(error) ?? error;
      const worded = contractMessageIn(language, english);
      englishOf.set(worded, english);
      return [field, worded];
    }),
  );
}

/**
 * A Mantine form checked by a contract schema: its messages appear at the fields (on submit, and on
 * leaving a field the person changed or that was checked once: never from merely tabbing past an
 * untouched one, WCAG 3.3.1), the first bad field gets the focus, a submission runs once at a time, and a failure the
 * server explains lands at its fields or above the form (`message`). Any other failure goes to the
 * app's error handler (once), and the form stays as it was.
 *
 * A form the server drew keeps what was typed into it before the page's script ran.
 *
 * A form that holds its values in another shape than the body (a year typed as text) gives `toBody`:
 * the schema then checks the body it makes, which keeps the values' field paths.
 */
export function useContractForm<
  Values extends Record<string, unknown>,
  Schema extends z.ZodMiniType = z.ZodMiniType,
>(input: {
  name: string;
  schema: Schema;
  initialValues: Values;
  /** The body the values make, before the schema has checked it (a year may still be missing). */
  toBody?: (values: Values) => unknown;
}) {
  const submitted = useRef(false);
  const bodyOf = (values: Values): unknown => (input.toBody ? input.toBody(values) : values);
  const checkBody = schemaResolver(input.schema, { sync: true });
  const language = useLanguage();
  // The schema's messages are the contract's English; the reader sees them in the language on
  // screen, as the server's own refusals are (issue #35). The English of each message worded is
  // kept, so that a switch of language words anew what is on screen.
  const englishOf = useRef(new Map<string, string>());
  const inReaderLanguage = (errors: FormErrors): FormErrors => wordedIn(englishOf.current, language, errors);
  const form = useForm<Values>({
    name: input.name,
    initialValues: input.initialValues,
    validate: (values) => inReaderLanguage(checkBody(bodyOf(values))),
    enhanceGetInputProps: ({ field, form: self, options }) =>
      options.withFocus
        ? {
            onBlur: () => {
              if (submitted.current || self.isDirty(field)) self.validateField(field);
            },
          }
        : {},
  });
  const [message, setMessage] = useState<string | null>(null);
  const running = useRef(false);

  const wordedInLanguage = useRef(language);
  useEffect(() => {
    if (wordedInLanguage.current === language) return;
    wordedInLanguage.current = language;
    form.setErrors(wordedIn(englishOf.current, language, form.errors));
  }, [language, form]);

  // First rendered while the page hydrates: the server drew this form, and what the person typed
  // into it meanwhile is theirs. It is read as hydration commits, before the render that follows
  // would set the fields back to the form's values.
  const hydrated = useHydrated();
  const drawnByServer = useRef(!hydrated);
  useLayoutEffect(() => {
    if (!drawnByServer.current) return;
    drawnByServer.current = false;
    const typed = typedBeforeHydration(form.getValues(), form.getInputNode);
    if (Object.keys(typed).length > 0) form.setValues(typed as Partial<Values>);
  }, [form]);

  const focusFirstError = (errors: Record<string, unknown>) => {
    const fields = Object.keys(errors);
    const first = Object.keys(input.initialValues)
      .map((name) => fields.find((field) => field === name || field.startsWith(`${name}.`)))
      .find((field) => field !== undefined);
    if (first !== undefined) form.getInputNode(first)?.focus();
  };

  // A reason for an entry of a list ('educations.0.gpa') belongs to the form if its list does.
  const isField = (field: string) => (field.split('.')[0] ?? field) in input.initialValues;

  const showFailure = (failure: FormFailure) => {
    const known = Object.fromEntries(Object.entries(failure.fields).filter(([field]) => isField(field)));
    form.setErrors(known);
    focusFirstError(known);
    const unplaced = Object.entries(failure.fields)
      .filter(([field]) => !isField(field))
      .map(([, reason]) => reason);
    setMessage([failure.message, ...unplaced].filter((text) => text !== null).join(' ') || null);
  };

  /**
   * The `onSubmit` of the form element. The handler gets the form's values twice: as the form holds
   * them, and as the body to send (made by `toBody`, or the values themselves), typed as the
   * contract's input, which it is once the schema has passed it (the server checks it again). A handler that knows better about one failure
   * catches it and rethrows the rest.
   */
  const submitWith = (handler: (values: Values, body: z.input<Schema>) => Promise<void>) => {
    const onSubmit = form.onSubmit(async (values) => {
      if (running.current) return;
      running.current = true;
      setMessage(null);
      try {
        await handler(values, bodyOf(values) as z.input<Schema>);
      } catch (error) {
        const failure =
          error instanceof ApiError && !error.shownInErrorModal ? formFailureOf(error.failure) : null;
        if (failure !== null) showFailure(failure);
        // A call made straight from the handler with a `claim` leaves the rest untold; a
        // mutation's failure was told already, and is not told twice.
        else if (error instanceof ApiError) reactToApiError(error);
      } finally {
        running.current = false;
      }
    }, focusFirstError);
    return (event?: FormEvent<HTMLFormElement>) => {
      submitted.current = true;
      onSubmit(event);
    };
  };

  return { form: form as UseFormReturnType<Values>, message, submitWith, showFailure };
}
