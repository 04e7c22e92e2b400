// Public exports of one component family; owned by whoever builds that family.
export * from '../ConfirmButton';
export * from '../Field';
export * from '../TextField';
export * from '../TextArea';
export * from '../PasswordField';
export * from '../Select';
export * from '../DatePicker';
export * from '../DateRangePicker';
export * from '../TimeField';
export * from '../DateTimeSlots';
export * from '../ActionMenu';
export * from '../Switch';
export * from '../Checkbox';
export * from '../SearchField';
export * from '../ComboBox';
