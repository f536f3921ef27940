import { Code } from '@mantine/core';
import { codeSpans } from '../model/quiz-text';

/** A question's or option's text with its code shown as code, not between raw backticks. */
export function QuizText({ text }: { text: string }) {
  return codeSpans(text).map((span, index) =>
    span.code ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the spans of one text never move
      <Code key={index} fz="0.9em">
        {span.text}
      </Code>
    ) : (
      span.text
    ),
  );
}
