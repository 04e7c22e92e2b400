// Every component's story file gives its main props (flags and closed sets of options) a
// control with sensible options: this file compiles only when each meta's argTypes name them
// all, and the type error names those left out. storyControls.test.ts checks that every story
// file of a component is listed here. Type-only: nothing here reaches a bundle.
import type BulkProgress from '../BulkRun/BulkProgress.stories';
import type BulkSummary from '../BulkRun/BulkSummary.stories';
import type SelectionBar from '../SelectionBar/SelectionBar.stories';
import type ViewsMenu from '../ViewsMenu/ViewsMenu.stories';
import type ActionMenu from '../ActionMenu/ActionMenu.stories';
import type AlertDialog from '../AlertDialog/AlertDialog.stories';
import type AppShell from '../AppShell/AppShell.stories';
import type Badge from '../Badge/Badge.stories';
import type Button from '../Button/Button.stories';
import type Card from '../Card/Card.stories';
import type Checkbox from '../Checkbox/Checkbox.stories';
import type CheckboxGroup from '../Checkbox/CheckboxGroup.stories';
import type ClusterMap from '../ClusterMap/ClusterMap.stories';
import type ComboBox from '../ComboBox/ComboBox.stories';
import type CommandPalette from '../CommandPalette/CommandPalette.stories';
import type ShortcutSheet from '../CommandPalette/ShortcutSheet.stories';
import type ConfirmButton from '../ConfirmButton/ConfirmButton.stories';
import type CopyButton from '../CopyButton/CopyButton.stories';
import type DataTable from '../DataTable/DataTable.stories';
import type DatePicker from '../DatePicker/DatePicker.stories';
import type DateRangePicker from '../DateRangePicker/DateRangePicker.stories';
import type DateRangePresets from '../DateRangePicker/DateRangePresets.stories';
import type DateTimeSlots from '../DateTimeSlots/DateTimeSlots.stories';
import type DescriptionList from '../DescriptionList/DescriptionList.stories';
import type Disclosure from '../Disclosure/Disclosure.stories';
import type EmptyState from '../EmptyState/EmptyState.stories';
import type ErrorState from '../ErrorState/ErrorState.stories';
import type FieldParts from '../Field/Field.stories';
import type FilterBar from '../FilterBar/FilterBar.stories';
import type FilterChips from '../FilterBar/FilterChips.stories';
import type Icon from '../Icon/Icon.stories';
import type ImagePreview from '../ImagePreview/ImagePreview.stories';
import type InfiniteList from '../InfiniteList/InfiniteList.stories';
import type Kanban from '../Kanban/Kanban.stories';
import type ExternalLink from '../Link/ExternalLink.stories';
import type Link from '../Link/Link.stories';
import type LocaleProvider from '../LocaleProvider/LocaleProvider.stories';
import type MentionTextArea from '../MentionTextArea/MentionTextArea.stories';
import type Modal from '../Modal/Modal.stories';
import type NumberField from '../NumberField/NumberField.stories';
import type PageHeader from '../PageHeader/PageHeader.stories';
import type Pagination from '../Pagination/Pagination.stories';
import type PasswordField from '../PasswordField/PasswordField.stories';
import type Popover from '../Popover/Popover.stories';
import type ProgressBar from '../ProgressBar/ProgressBar.stories';
import type RadioGroup from '../RadioGroup/RadioGroup.stories';
import type RichTextEditor from '../RichTextEditor/RichTextEditor.stories';
import type SearchField from '../SearchField/SearchField.stories';
import type SegmentedControl from '../SegmentedControl/SegmentedControl.stories';
import type Select from '../Select/Select.stories';
import type SidePanel from '../SidePanel/SidePanel.stories';
import type Skeleton from '../Skeleton/Skeleton.stories';
import type SortableSections from '../SortableSections/SortableSections.stories';
import type Spinner from '../Spinner/Spinner.stories';
import type Switch from '../Switch/Switch.stories';
import type Tabs from '../Tabs/Tabs.stories';
import type TextArea from '../TextArea/TextArea.stories';
import type TextField from '../TextField/TextField.stories';
import type TimeField from '../TimeField/TimeField.stories';
import type Toast from '../Toast/Toast.stories';
import type Tooltip from '../Tooltip/Tooltip.stories';
import type UserMenu from '../UserMenu/UserMenu.stories';
import type VirtualList from '../VirtualList/VirtualList.stories';
import type { MissingControls, NoneMissing } from './storyControls';

export type StoryControlsChecked = [
  NoneMissing<MissingControls<typeof ActionMenu>>,
  NoneMissing<MissingControls<typeof AlertDialog>>,
  NoneMissing<MissingControls<typeof AppShell>>,
  NoneMissing<MissingControls<typeof Badge>>,
  NoneMissing<MissingControls<typeof Button>>,
  NoneMissing<MissingControls<typeof Card>>,
  NoneMissing<MissingControls<typeof Checkbox>>,
  NoneMissing<MissingControls<typeof CheckboxGroup>>,
  NoneMissing<MissingControls<typeof ClusterMap>>,
  NoneMissing<MissingControls<typeof ComboBox>>,
  NoneMissing<MissingControls<typeof CommandPalette>>,
  NoneMissing<MissingControls<typeof ShortcutSheet>>,
  NoneMissing<MissingControls<typeof ConfirmButton>>,
  NoneMissing<MissingControls<typeof CopyButton>>,
  NoneMissing<MissingControls<typeof DataTable>>,
  NoneMissing<MissingControls<typeof DatePicker>>,
  NoneMissing<MissingControls<typeof DateRangePicker>>,
  NoneMissing<MissingControls<typeof DateRangePresets>>,
  NoneMissing<MissingControls<typeof DateTimeSlots>>,
  NoneMissing<MissingControls<typeof DescriptionList>>,
  NoneMissing<MissingControls<typeof Disclosure>>,
  NoneMissing<MissingControls<typeof EmptyState>>,
  NoneMissing<MissingControls<typeof ErrorState>>,
  NoneMissing<MissingControls<typeof FieldParts>>,
  NoneMissing<MissingControls<typeof FilterBar>>,
  NoneMissing<MissingControls<typeof FilterChips>>,
  NoneMissing<MissingControls<typeof Icon>>,
  NoneMissing<MissingControls<typeof ImagePreview>>,
  NoneMissing<MissingControls<typeof InfiniteList>>,
  NoneMissing<MissingControls<typeof Kanban>>,
  NoneMissing<MissingControls<typeof ExternalLink>>,
  NoneMissing<MissingControls<typeof Link>>,
  NoneMissing<MissingControls<typeof LocaleProvider>>,
  NoneMissing<MissingControls<typeof Modal>>,
  NoneMissing<MissingControls<typeof NumberField>>,
  NoneMissing<MissingControls<typeof PageHeader>>,
  NoneMissing<MissingControls<typeof Pagination>>,
  NoneMissing<MissingControls<typeof PasswordField>>,
  NoneMissing<MissingControls<typeof Popover>>,
  NoneMissing<MissingControls<typeof ProgressBar>>,
  NoneMissing<MissingControls<typeof RadioGroup>>,
  NoneMissing<MissingControls<typeof RichTextEditor>>,
  NoneMissing<MissingControls<typeof SearchField>>,
  NoneMissing<MissingControls<typeof SegmentedControl>>,
  NoneMissing<MissingControls<typeof Select>>,
  NoneMissing<MissingControls<typeof SidePanel>>,
  NoneMissing<MissingControls<typeof Skeleton>>,
  NoneMissing<MissingControls<typeof SortableSections>>,
  NoneMissing<MissingControls<typeof Spinner>>,
  NoneMissing<MissingControls<typeof Switch>>,
  NoneMissing<MissingControls<typeof Tabs>>,
  NoneMissing<MissingControls<typeof TextArea>>,
  NoneMissing<MissingControls<typeof MentionTextArea>>,
  NoneMissing<MissingControls<typeof TextField>>,
  NoneMissing<MissingControls<typeof TimeField>>,
  NoneMissing<MissingControls<typeof Toast>>,
  NoneMissing<MissingControls<typeof Tooltip>>,
  NoneMissing<MissingControls<typeof UserMenu>>,
  NoneMissing<MissingControls<typeof VirtualList>>,
  NoneMissing<MissingControls<typeof BulkProgress>>,
  NoneMissing<MissingControls<typeof BulkSummary>>,
  NoneMissing<MissingControls<typeof SelectionBar>>,
  NoneMissing<MissingControls<typeof ViewsMenu>>,
];
