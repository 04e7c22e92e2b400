// A pin's card: the dialog that `renderPinCard` fills, opened when a pin is clicked or chosen
// in the list, kept beside its pin as the map moves, closed by Escape, its Close button or a
// press outside it.
import { fromLonLat } from 'ol/proj';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { FocusScope, useInteractOutside } from 'react-aria';
import { Dialog } from 'react-aria-components';
import { Button } from '../Button';
import * as styles from './ClusterMap.css';
import { placeCard } from './drawFrame';
import type { MapRefs } from './drawnState';

/** The pin whose card is open: its ids and where it is. */
export interface OpenCard {
  ids: readonly string[];
  lon: number;
  lat: number;
}

/** The open card's pin, and the card kept in `drawn` so that each frame places it. */
export function usePinCard({
  targetRef,
  mapRef,
  layerRef,
  drawn,
}: MapRefs & {
  targetRef: RefObject<HTMLDivElement | null>;
}) {
  const [card, setCard] = useState<OpenCard | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);

  // The open pin card follows its pin on every frame (drawFrame); placed at once here.
  useLayoutEffect(() => {
    const element = cardRef.current;
    drawn.current.card = card && element ? { element, lon: card.lon, lat: card.lat } : null;
    const map = mapRef.current;
    const size = map?.getSize();
    if (map && size && drawn.current.card) {
      const at = map.getPixelFromCoordinate(fromLonLat([card!.lon, card!.lat]));
      if (at) placeCard(drawn.current.card.element, at[0]!, at[1]!, size[0]!, size[1]!);
    }
    layerRef.current?.changed();
  }, [card, drawn, mapRef, layerRef]);
  useInteractOutside({
    ref: cardRef,
    isDisabled: !card,
    onInteractOutside: (event) => {
      // A press on the map is the map's: its click handler opens another pin or closes.
      if (targetRef.current?.contains(event.target as Node)) return;
      setCard(null);
    },
  });

  const closeCard = () => {
    setCard(null);
  };

  return { card, setCard, cardRef, closeCard };
}

/** The open card, a dialog named by its pin's places; `children` is what `renderPinCard` gave. */
export function PinCard({
  card,
  cardRef,
  labelOf,
  onClose: closeCard,
  children,
}: {
  card: OpenCard;
  cardRef: RefObject<HTMLDivElement | null>;
  labelOf: (id: string, pin: { lat: number; lon: number }) => string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <div
      ref={cardRef}
      className={styles.card}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        closeCard();
      }}
    >
      <FocusScope contain restoreFocus>
        <Dialog
          className={styles.cardDialog}
          aria-label={
            card.ids.length === 1 ? labelOf(card.ids[0]!, card) : `${card.ids.length} places`
          }
        >
          <div className={styles.cardBody}>{children}</div>
          <Button size="sm" variant="ghost" onPress={closeCard}>
            Close
          </Button>
        </Dialog>
      </FocusScope>
    </div>
  );
}
