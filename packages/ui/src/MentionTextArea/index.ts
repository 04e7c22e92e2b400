export { MentionTextArea } from './MentionTextArea';
export type { MentionOption, MentionTextAreaProps } from './MentionTextArea';
