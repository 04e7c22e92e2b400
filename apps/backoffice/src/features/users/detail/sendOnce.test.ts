import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@backoffice/api';
import type { SendFavoritesArg } from '@backoffice/api';
import { ALREADY_SENT } from '@backoffice/domain';
import { ALREADY_SENT_FALLBACK, alreadySentQuestionOf, useSendOnce } from './sendOnce';

afterEach(cleanup);

const QUESTION = 'Sent at 10:02 by Léa Bernard. Send again?';
const alreadySent = (description: string | null = QUESTION) =>
  new ApiError({ code: ALREADY_SENT, status: 409, message: 'Conflict', description });
const otherConflict = new ApiError({
  code: 'conflict',
  status: 409,
  message: 'Conflict',
  description: 'This changed meanwhile',
});

/** A send whose answers the test settles, one call after another. */
function deferredSend() {
  const calls: { arg: SendFavoritesArg; resolve: () => void; reject: (e: unknown) => void }[] = [];
  const send = vi.fn(
    (arg: SendFavoritesArg) =>
      new Promise<string>((resolve, reject) => {
        calls.push({ arg, resolve: () => resolve('ok'), reject });
      }),
  );
  return { calls, send };
}

function setUp() {
  const { calls, send } = deferredSend();
  const onSent = vi.fn();
  const onFailed = vi.fn();
  const ask = vi.fn<(question: string, again: () => Promise<unknown>) => void>();
  const { result } = renderHook(() => useSendOnce({ userId: 7, send, onSent, onFailed, ask }));
  return { calls, send, onSent, onFailed, ask, result };
}
type SetUp = ReturnType<typeof setUp>;

/** One press of send, which the server refuses as already sent (its question is asked). */
async function pressRefusedAsAlreadySent({ calls, result }: Pick<SetUp, 'calls' | 'result'>) {
  let first!: Promise<unknown>;
  act(() => {
    first = result.current.send();
  });
  await act(async () => {
    calls[0]!.reject(alreadySent());
    await first;
  });
}

describe('alreadySentQuestionOf', () => {
  it("is the server's question for a 409 already_sent only", () => {
    expect(alreadySentQuestionOf(alreadySent())).toBe(QUESTION);
    expect(alreadySentQuestionOf(alreadySent(null))).toBe(ALREADY_SENT_FALLBACK);
    expect(alreadySentQuestionOf(otherConflict)).toBeNull();
    expect(alreadySentQuestionOf(new Error('network'))).toBeNull();
  });
});

describe('useSendOnce', () => {
  it('sends once however often it is pressed while the send runs', async () => {
    const { calls, send, onSent, result } = setUp();
    let first!: Promise<unknown>;
    act(() => {
      first = result.current.send();
      void result.current.send();
    });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(7);
    await act(async () => {
      calls[0]!.resolve();
      await first;
    });
    expect(onSent).toHaveBeenCalledWith('ok');
    // Done: the next press sends again (the server asks, if need be).
    act(() => void result.current.send());
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("asks the server's question on already_sent; again sends with again: true, once", async () => {
    const { calls, send, onSent, onFailed, ask, result } = setUp();
    await pressRefusedAsAlreadySent({ calls, result });
    expect(onFailed).not.toHaveBeenCalled();
    expect(ask).toHaveBeenCalledTimes(1);
    expect(ask.mock.calls[0]![0]).toBe(QUESTION);
    // Not answered (Cancel): nothing more is sent.
    expect(send).toHaveBeenCalledTimes(1);
    // Send again, pressed twice: one send, with again.
    const again = ask.mock.calls[0]![1];
    let answered!: Promise<unknown>;
    act(() => {
      answered = again();
      void again();
    });
    expect(send).toHaveBeenCalledTimes(2);
    expect(send).toHaveBeenLastCalledWith({ userId: 7, again: true });
    await act(async () => {
      calls[1]!.resolve();
      await answered;
    });
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('a failed send again is told and rejects (the question stays)', async () => {
    const { calls, onFailed, ask, result } = setUp();
    await pressRefusedAsAlreadySent({ calls, result });
    const failure = new Error('network');
    let answered!: Promise<unknown>;
    act(() => {
      answered = ask.mock.calls[0]![1]();
    });
    await act(async () => {
      calls[1]!.reject(failure);
      await expect(answered).rejects.toBe(failure);
    });
    expect(onFailed).toHaveBeenCalledWith(failure);
  });

  it('tells any other refusal as before, without asking', async () => {
    const { calls, onFailed, ask, result } = setUp();
    let first!: Promise<unknown>;
    act(() => {
      first = result.current.send();
    });
    await act(async () => {
      calls[0]!.reject(otherConflict);
      await first;
    });
    expect(onFailed).toHaveBeenCalledWith(otherConflict);
    expect(ask).not.toHaveBeenCalled();
  });
});
