import { describe, expect, it } from 'vitest';
import { errorFromAnswer } from '@backoffice/api';
import { TOASTS } from '@backoffice/domain';
import { failureToast, roleRefusal } from './refusal';

const route = { name: 'officeBestDeal', auth: true };

describe('A call refused for the role (403 forbidden)', () => {
  it("is said in the server's words, by the catalogue and by a screen's own toast", () => {
    const error = errorFromAnswer(
      403,
      { code: 'forbidden', description: 'Viewers cannot export lists.' },
      route,
    );
    // The error catalogue shows the description of a code it has no message for.
    expect(error.message).toBe('Viewers cannot export lists.');
    expect(roleRefusal(error)).toBe('Viewers cannot export lists.');
    expect(failureToast(error, TOASTS.somethingWentWrong)).toEqual({
      tone: 'critical',
      message: 'Viewers cannot export lists.',
    });
  });

  it('says what it means when the server gave no words', () => {
    const error = errorFromAnswer(403, {}, route);
    expect(roleRefusal(error)).toBe('Your role cannot do this.');
  });

  it("leaves other failures to the screen's toast", () => {
    const error = errorFromAnswer(500, { code: 'boom', description: 'Broken' }, route);
    expect(roleRefusal(error)).toBeNull();
    expect(failureToast(error, TOASTS.somethingWentWrong)).toBe(TOASTS.somethingWentWrong);
    expect(roleRefusal(new Error('x'))).toBeNull();
  });
});

describe('A change refused because someone changed the record since (409 edit_conflict)', () => {
  it('is said in the server’s words, naming who', () => {
    const description =
      'Léa Bernard changed these display sections on 29/11/2026 10:02, after this screen showed them.';
    const error = errorFromAnswer(409, { code: 'edit_conflict', description }, route);
    expect(failureToast(error, TOASTS.somethingWentWrong)).toEqual({
      tone: 'critical',
      message: description,
    });
  });
});
