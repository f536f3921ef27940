import { describe, expect, it } from 'vitest';
import { typedBeforeHydration } from './typed-before-hydration';

function drawnForm(html: string) {
  const form = document.createElement('form');
  form.innerHTML = html;
  return (name: string) => form.querySelector(`[data-path="f-${name}"]`);
}

describe('typedBeforeHydration', () => {
  it('takes the text typed and the boxes ticked that the form does not hold', () => {
    const fieldOf = drawnForm(`
      <input data-path="f-email" type="email" value="nadia@example.com">
      <input data-path="f-password" type="password" value="Rahasia!2026">
      <textarea data-path="f-about">Backend engineer</textarea>
      <input data-path="f-terms_accepted" type="checkbox" checked>`);
    expect(
      typedBeforeHydration({ email: '', password: '', about: '', terms_accepted: false }, fieldOf),
    ).toEqual({
      email: 'nadia@example.com',
      password: 'Rahasia!2026',
      about: 'Backend engineer',
      terms_accepted: true,
    });
  });

  it('leaves what the form already holds, what is not text, and what reads otherwise than it is held', () => {
    const fieldOf = drawnForm(`
      <input data-path="f-email" type="email" value="nadia@example.com">
      <input data-path="f-salary" type="text" value="12.000.000,00">
      <input data-path="f-birth_date" type="radio" value="1996-04-12">`);
    expect(
      typedBeforeHydration(
        { email: 'nadia@example.com', salary: 12_000_000, birth_date: '', city_id: null },
        fieldOf,
      ),
    ).toEqual({});
  });
});
