import ClearOutlined from '@mui/icons-material/ClearOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { IconButton, InputAdornment, TextField, Tooltip } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Time after the last key press before the search runs (and the address changes). */
export const SEARCH_DEBOUNCE_MS = 250;

interface Props {
  /** The search text in the address. */
  value: string;
  onSearch: (q: string) => void;
}

/** Whether a key press was meant for a field (so `/` types a slash there). */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The one search box over the list and the map. What is typed shows at once and is searched for
 * a moment after typing stops; `/` anywhere on the screen brings the focus here, Escape clears.
 */
export function PlaceSearchBox({ value, onSearch }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const sent = useRef(value);
  // The latest callback, so a re-render while typing does not restart the wait.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });

  // The address changed on its own (Back, "Clear filters"): show what it says now.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);

  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      search.current(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || e.ctrlKey || e.metaKey || e.altKey || typingIn(e.target)) return;
      e.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  const clear = () => {
    setText('');
    sent.current = '';
    search.current('');
  };

  return (
    <TextField
      inputRef={input}
      type="search"
      size="small"
      value={text}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && text) {
          e.preventDefault();
          clear();
        }
      }}
      label={t('places.search.label')}
      placeholder={t('places.search.placeholder')}
      // The browser's own clear cross would sit beside ours.
      sx={{ flex: '1 1 320px', maxWidth: 560, '& input::-webkit-search-cancel-button': { display: 'none' } }}
      slotProps={{
        htmlInput: { 'aria-keyshortcuts': '/', title: t('places.search.hint'), maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <Tooltip title={t('places.search.clear')}>
                <IconButton size="small" edge="end" aria-label={t('places.search.clear')} onClick={clear}>
                  <ClearOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );
}
