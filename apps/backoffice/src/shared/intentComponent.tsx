import { useEffect, useEffectEvent, useState } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { OPEN_FAILED_MESSAGE } from '@backoffice/domain';
import { useNotify } from './notify';
import type { Intent } from './onIntent';

/** What a component loaded on intent takes beyond its own props. */
export interface IntentProps {
  /**
   * Its code could not be downloaded (the server away): a toast has said so (the catalogue's
   * OPEN_FAILED_MESSAGE); put the screen back as before the press (close what was opening), so
   * that pressing again tries again.
   */
  onLoadFailed?: () => void;
}

/**
 * A component of a module loaded on intent (onIntent), for a dialog or a form that shows when
 * asked: drawn at once when its code is there (in the same commit as the press), else nothing
 * until it has come. A download that fails never reaches the screen's error boundary, which
 * would replace the screen and what was typed in it: a toast says so and `onLoadFailed` lets
 * the caller close what was opening. (React.lazy would keep the failure for good and throw it.)
 */
export function intentComponent<M, P extends object>(
  intent: Intent<M>,
  pick: (module: M) => ComponentType<P>,
): (props: P & IntentProps) => ReactElement | null {
  function LoadedOnIntent({ onLoadFailed, ...props }: P & IntentProps) {
    const notify = useNotify();
    const [Drawn, setDrawn] = useState<ComponentType<P> | null>(() => {
      const module = intent.loaded();
      return module ? pick(module) : null;
    });
    const failed = useEffectEvent(() => {
      notify.show({ tone: 'critical', message: OPEN_FAILED_MESSAGE });
      onLoadFailed?.();
    });
    useEffect(() => {
      if (Drawn) return undefined;
      let alive = true;
      intent.load().then(
        (module) => {
          if (alive) setDrawn(() => pick(module));
        },
        () => {
          if (alive) failed();
        },
      );
      return () => {
        alive = false;
      };
    }, [Drawn]);
    return Drawn ? <Drawn {...(props as P)} /> : null;
  }
  return LoadedOnIntent;
}
