import { TriggerChevron } from '../internal/TriggerChevron';
import * as styles from './UserMenu.css';

/** Up to two initials of a name, for the avatar. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words;
  return letters.map((w) => w[0]!.toLocaleUpperCase()).join('');
}

/** What the trigger shows: the avatar's initials, the name and the caret. */
export function UserMenuFace({ name }: { name: string }) {
  return (
    <>
      <span className={styles.avatar} aria-hidden="true">
        {initialsOf(name)}
      </span>
      <span className={styles.name}>{name}</span>
      <TriggerChevron />
    </>
  );
}
