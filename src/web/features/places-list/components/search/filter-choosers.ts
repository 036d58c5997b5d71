// What a filter chip's popover holds, in a chunk of its own (MUI's Autocomplete, the radio and check
// lists, the date field): the places screen's first render does not need it (issue 25), the filter
// bar fetches it once the screen is idle, and a chip opened before that waits for it.

export { ChoiceList } from './choice-list';
export { ClosedOnForm } from './closed-on-form';
export { MultiValuePicker } from './multi-value-picker';
