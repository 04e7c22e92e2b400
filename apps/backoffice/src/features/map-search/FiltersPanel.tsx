import { useState } from 'react';
import {
  CATEGORIES,
  DEFAULT_SEARCH_PUBLICATION_STATE,
  FLEXIBILITIES,
  LINK_ONLY_FILTER_KEYS,
  OFFICE_TYPES,
  PARIS_ARRONDISSEMENTS,
  RENTAL_TYPES,
  SEARCH_CRITERIA_DESCRIPTIONS as DESCRIPTIONS,
  SEARCH_CRITERIA_LABELS as LABELS,
  SEARCH_DAYS,
  SEARCH_FILTER_KEYS,
  SEARCH_PUBLICATION_STATES,
  SEARCH_RANGES,
  TEAM_SIZE,
  rangeProblems,
  searchFilterChips,
} from '@backoffice/domain';
import type {
  CategoryCode,
  FlexibilityCode,
  OfficeType,
  SearchFilters,
  SearchPublicationState,
} from '@backoffice/domain';
import { Button, ComboBox, NumberField, SidePanel } from '@backoffice/ui';
import { ChoiceSelect } from '@/shared/list/ListSelect';
import { YES_NO_OPTIONS, withAll } from '@/shared/list/listSelects';
import * as styles from './MapSearchScreen.css';
import { whenClosed } from '@/shared/whenClosed';

const ZIP_CHOICES = PARIS_ARRONDISSEMENTS.map((zip) => ({ id: zip, label: zip }));
const EUR = { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 } as const;
const WHOLE = { maximumFractionDigits: 0 } as const;

/** Kept from a link, not offered here: Team size replaces them (their chips show them). */
const LINK_ONLY = new Set<string>(LINK_ONLY_FILTER_KEYS);
const PANEL_RANGES = SEARCH_RANGES.filter(({ min }) => !LINK_ONLY.has(min));

type NumberKey =
  | 'teamSize'
  | 'budget'
  | 'priceMin'
  | 'priceMax'
  | 'seatsMin'
  | 'seatsMax'
  | 'surfaceMin'
  | 'surfaceMax'
  | 'duration'
  | 'radius';

/** How each number is typed: its unit, its smallest (and largest) value, its step. */
const NUMBERS: Record<
  NumberKey,
  {
    format: Intl.NumberFormatOptions;
    min: number;
    max?: number;
    step: number;
    description?: string;
  }
> = {
  teamSize: {
    format: WHOLE,
    min: TEAM_SIZE.min,
    max: TEAM_SIZE.max,
    step: 1,
    description: DESCRIPTIONS.teamSize,
  },
  budget: { format: EUR, min: 0, step: 1, description: DESCRIPTIONS.budget },
  priceMin: { format: EUR, min: 0, step: 1 },
  priceMax: { format: EUR, min: 0, step: 1 },
  seatsMin: { format: WHOLE, min: 1, step: 1 },
  seatsMax: { format: WHOLE, min: 1, step: 1 },
  surfaceMin: { format: WHOLE, min: 0, step: 1 },
  surfaceMax: { format: WHOLE, min: 0, step: 1 },
  duration: {
    format: WHOLE,
    min: 1,
    step: 1,
    description: 'Offices that take a stay this long (their minimum is at most this).',
  },
  radius: {
    format: { maximumFractionDigits: 1 },
    min: 0.5,
    step: 0.5,
    description: "Around the place's centre, instead of its area.",
  },
};

export interface FiltersPanelProps {
  /** The filters searched now (what the panel opens with). */
  applied: SearchFilters;
  /** The panel closed (Escape, Close, the backdrop, Apply): focus returns to its button. */
  onClose: () => void;
  /** Apply: the search runs with these filters, then the panel closes. */
  onApply: (filters: SearchFilters) => void;
}

/**
 * The Filters side panel (operations §2, the criteria of §3 a CSM sets): publication state
 * (Published unless another state or Any state is chosen), zip code with the Paris
 * arrondissements as quick choices, office type, flexibility, team size, the budget (the
 * whole team's month), price and surface ranges, top pick, generated from CSV, pro type,
 * duration, rental type, days and radius. Seats min and max are no longer offered (Team size
 * says it in one number); a link's are kept, and said. What is changed here is a draft: Apply
 * searches with it, Reset empties the fields (Apply then searches with the defaults), closing
 * leaves the search as it was. A min above its max is refused at Apply, under the field.
 */
export function FiltersPanel({ applied, onClose, onApply }: FiltersPanelProps) {
  // Mounted while open: each opening starts from what is searched now.
  const [draft, setDraft] = useState<SearchFilters>(applied);
  const [showErrors, setShowErrors] = useState(false);
  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K] | undefined) =>
    setDraft((current) => ({ ...current, [key]: value ?? undefined }));

  const problems = rangeProblems(draft).filter(({ keys }) => !LINK_ONLY.has(keys[0]!));
  const fromLink = searchFilterChips(
    Object.fromEntries(LINK_ONLY_FILTER_KEYS.map((key) => [key, draft[key]])),
  );
  const errorOf = (key: NumberKey): string | undefined => {
    if (!showErrors) return undefined;
    const problem = problems.find((p) => p.keys[1] === key);
    return problem ? `${problem.label}: ${problem.reason}.` : undefined;
  };

  const number = (key: NumberKey) => {
    const { format, min, max, step, description } = NUMBERS[key];
    return (
      <NumberField
        label={LABELS[key]}
        value={draft[key] ?? null}
        onChange={(value) => set(key, value ?? undefined)}
        minValue={min}
        maxValue={max}
        step={step}
        formatOptions={format}
        description={description}
        errorMessage={errorOf(key)}
        isWheelDisabled
      />
    );
  };

  const apply = (close: () => void) => {
    if (problems.length > 0) {
      setShowErrors(true);
      return;
    }
    const kept: SearchFilters = {};
    for (const key of SEARCH_FILTER_KEYS) {
      const value = draft[key];
      if (value !== undefined && value !== '') (kept as Record<string, unknown>)[key] = value;
    }
    onApply(kept);
    close();
  };

  return (
    <SidePanel
      title="Filters"
      isOpen
      onOpenChange={whenClosed(onClose)}
      actions={({ close }) => (
        <>
          <Button
            onPress={() => {
              setDraft({});
              setShowErrors(false);
            }}
          >
            Reset
          </Button>
          <Button variant="primary" onPress={() => apply(close)}>
            Apply
          </Button>
        </>
      )}
    >
      <form
        className={styles.filters}
        aria-label="Search filters"
        onSubmit={(event) => event.preventDefault()}
      >
        {showErrors && problems.length > 0 ? (
          <p role="alert" className={styles.formError}>
            Fix the ranges below: a min may not be above its max.
          </p>
        ) : null}
        <ChoiceSelect<SearchPublicationState>
          label={LABELS.publicationState}
          options={SEARCH_PUBLICATION_STATES}
          value={draft.publicationState ?? DEFAULT_SEARCH_PUBLICATION_STATE}
          // The default is no choice: a link never writes it.
          onChange={(v) =>
            set('publicationState', v === DEFAULT_SEARCH_PUBLICATION_STATE ? undefined : v)
          }
          description={DESCRIPTIONS.publicationState}
        />
        <ComboBox<string>
          label={LABELS.zipCode}
          description="Type any zip code, or choose a Paris arrondissement (75001 to 75020)."
          options={ZIP_CHOICES}
          filter="startsWith"
          allowsCustomValue
          menuTrigger="focus"
          inputValue={draft.zipCode ?? ''}
          onInputChange={(text) => set('zipCode', text.trim() || undefined)}
          onChange={(zip) => {
            if (zip) set('zipCode', zip);
          }}
        />
        <ChoiceSelect<OfficeType>
          label={LABELS.officeType}
          options={withAll(OFFICE_TYPES)}
          value={draft.officeType}
          onChange={(v) => set('officeType', v)}
        />
        <ChoiceSelect<FlexibilityCode>
          label={LABELS.flexibility}
          options={withAll(FLEXIBILITIES)}
          value={draft.flexibility}
          onChange={(v) => set('flexibility', v)}
        />
        {number('teamSize')}
        {number('budget')}
        {fromLink.length > 0 ? (
          <p className={styles.fromLink}>
            Also applied, from the link:{' '}
            {fromLink.map(({ label, value }) => `${label} ${value}`).join(', ')}. Team size says it
            in one number; Reset, or its chip, removes it.
          </p>
        ) : null}
        {PANEL_RANGES.map(({ min, max, label }) => (
          <fieldset key={label} className={styles.range}>
            <legend className={styles.legend}>{label}</legend>
            {number(min)}
            {number(max)}
          </fieldset>
        ))}
        <ChoiceSelect<boolean>
          label={LABELS.topPick}
          options={YES_NO_OPTIONS}
          value={draft.topPick}
          onChange={(v) => set('topPick', v)}
        />
        <ChoiceSelect<boolean>
          label={LABELS.generatedFromCsv}
          options={YES_NO_OPTIONS}
          value={draft.generatedFromCsv}
          onChange={(v) => set('generatedFromCsv', v)}
        />
        <ChoiceSelect<CategoryCode>
          label={LABELS.proType}
          options={withAll(CATEGORIES)}
          value={draft.proType}
          onChange={(v) => set('proType', v)}
        />
        {number('duration')}
        <ChoiceSelect<string>
          label={LABELS.rentalType}
          options={withAll(RENTAL_TYPES)}
          value={draft.rentalType}
          onChange={(v) => set('rentalType', v)}
        />
        <ChoiceSelect<number>
          label={LABELS.days}
          options={withAll(SEARCH_DAYS)}
          value={draft.days}
          onChange={(v) => set('days', v)}
        />
        {number('radius')}
      </form>
    </SidePanel>
  );
}
