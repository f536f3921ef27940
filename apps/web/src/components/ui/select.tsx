import {
  ComboboxChevron,
  ComboboxClearButton,
  getOptionsLockup,
  getParsedComboboxData,
  InputBase,
  type Select as MantineSelect,
  type SelectProps as MantineSelectProps,
} from '@mantine/core';
import {
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';

/**
 * A controlled Mantine Select. The select's own state (open, search) is its own; what it is not given:
 * the hidden form input (`name`, `form`), an uncontrolled value and a controlled dropdown.
 */
export type SelectProps = Omit<
  MantineSelectProps,
  | 'value'
  | 'defaultValue'
  | 'name'
  | 'form'
  | 'hiddenInputProps'
  | 'dropdownOpened'
  | 'defaultDropdownOpened'
  | 'searchValue'
  | 'defaultSearchValue'
> & { value: string | null };

/** Where a select's code comes from: loaded once, on the first reach of any select that shares it. */
export interface SelectLoader {
  subscribe: (listener: () => void) => () => void;
  loaded: () => typeof MantineSelect | undefined;
  start: () => void;
}

export function selectLoader(load: () => Promise<typeof MantineSelect>): SelectLoader {
  let Loaded: typeof MantineSelect | undefined;
  let loading = false;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    loaded: () => Loaded,
    start: () => {
      if (loading) return;
      loading = true;
      load().then(
        (Select) => {
          Loaded = Select;
          for (const listener of listeners) listener();
        },
        // Offline or a build replaced: the look-alike stays and the next reach tries again.
        () => {
          loading = false;
        },
      );
    },
  };
}

const notLoaded = () => undefined;

/** Keys with which a select opens its options; a searchable one takes Enter and Space as text. */
const opensOptions = (event: KeyboardEvent, searchable: boolean) =>
  event.key === 'ArrowDown' ||
  event.key === 'ArrowUp' ||
  (!searchable && (event.key === 'Enter' || event.key === ' '));

/**
 * A Select whose dropdown code (the combobox, the popover and Floating UI: about 35 kB gzip) loads
 * the first time a person reaches for a select, not with the page: until then a look-alike shows the
 * same field (label, chosen option, chevron, clear button, error) and a press, a focus or an opening
 * key made on it carries over to the real one.
 */
export function LazySelect({ loader, ...props }: SelectProps & { loader: SelectLoader }) {
  // The server's page (decision 0149) shows the look-alike, as a browser does before the code arrives.
  const Real = useSyncExternalStore(loader.subscribe, loader.loaded, notLoaded);
  /** A press is under way on the look-alike: swapping now would send its click to no control. */
  const [pressing, setPressing] = useState(false);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  /** What was typed into a searchable look-alike, to be typed into the real select when it arrives. */
  const [typed, setTyped] = useState<string | null>(null);
  const lookAlike = useRef<HTMLInputElement>(null);
  const realInput = useRef<HTMLInputElement>(null);
  const showsReal = Real !== undefined && !pressing;
  // One id for both, so the label, the error and assistive technology follow the field across the swap.
  const ownId = useId();
  const id = props.id ?? ownId;

  /**
   * The look-alike a person is on is about to give way to the real select: the real one takes the
   * focus (WCAG 3.2.1: focusing a field changes nothing), read now, while the look-alike is there.
   */
  const focusCarries = useRef(false);
  if (showsReal && lookAlike.current !== null && document.activeElement === lookAlike.current) {
    focusCarries.current = true;
  }
  useLayoutEffect(() => {
    if (!showsReal || !focusCarries.current) return;
    focusCarries.current = false;
    realInput.current?.focus();
  }, [showsReal]);

  // A passive effect, so it runs after the real select's own, which set its search from the value.
  useEffect(() => {
    const input = realInput.current;
    if (!showsReal || typed === null || input === null) return;
    typeInto(input, typed);
    setTyped(null);
  }, [showsReal, typed]);

  if (showsReal) return <Real {...props} id={id} ref={realInput} defaultDropdownOpened={openOnArrival} />;

  const {
    data,
    value,
    onChange,
    onClear,
    searchable = false,
    clearable,
    clearSectionMode,
    clearButtonProps,
    readOnly,
    disabled,
    size = 'sm',
    error,
    chevronColor,
    rightSectionPointerEvents,
    onFocus,
    onBlur,
    onKeyDown,
    withCheckIcon,
    withAlignedLabels,
    checkIconPosition,
    nothingFoundMessage,
    onSearchChange,
    allowDeselect,
    renderOption,
    scrollAreaProps,
    autoSelectOnBlur,
    openOnFocus,
    onDropdownOpen,
    onDropdownClose,
    selectFirstOptionOnChange,
    selectFirstOptionOnDropdownOpen,
    onOptionSubmit,
    comboboxProps,
    filter,
    limit,
    withScrollArea,
    maxDropdownHeight,
    floatingHeight,
    ...field
  } = props;
  const chosen = value === null ? undefined : getOptionsLockup(getParsedComboboxData(data))[value];

  const press = (event: PointerEvent<HTMLInputElement>) => {
    field.onPointerDown?.(event);
    loader.start();
    setPressing(true);
    // The click follows the release in the same task; a press that ends elsewhere opens nothing.
    window.addEventListener('pointerup', () => setTimeout(() => setPressing(false)), { once: true });
  };

  return (
    <InputBase
      {...field}
      id={id}
      ref={lookAlike}
      size={size}
      error={error}
      disabled={disabled}
      readOnly={readOnly || !searchable}
      pointer={!searchable}
      value={typed ?? chosen?.label ?? ''}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        setOpenOnArrival(true);
        loader.start();
      }}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete="off"
      __staticSelector="Select"
      __defaultRightSection={<ComboboxChevron size={size} error={error} color={chevronColor} />}
      __clearSection={
        <ComboboxClearButton
          {...clearButtonProps}
          onClear={() => {
            onChange?.(null, null);
            onClear?.();
          }}
        />
      }
      __clearable={clearable && value !== null && !disabled && !readOnly}
      __clearSectionMode={clearSectionMode}
      rightSectionPointerEvents={rightSectionPointerEvents ?? 'none'}
      onPointerEnter={(event) => {
        field.onPointerEnter?.(event);
        loader.start();
      }}
      onPointerDown={press}
      onClick={(event) => {
        field.onClick?.(event);
        if (!readOnly) setOpenOnArrival(true);
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (readOnly || !opensOptions(event, searchable)) return;
        event.preventDefault();
        setOpenOnArrival(true);
      }}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        loader.start();
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        // Removed as the real select arrives (the browser blurs what it removes): the field keeps focus.
        if (lookAlike.current === null) return;
        onBlur?.(event);
      }}
    />
  );
}

/** Types `text` into an input as a person would, so that React and the select hear it. */
function typeInto(input: HTMLInputElement, text: string): void {
  // React keeps its own copy of an input's value: set through the element's own setter, the change shows.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const mantineSelect = selectLoader(async () => (await import('./mantine-select')).Select);

/** Mantine's Select, its dropdown loaded on first use (see `LazySelect`). */
export function Select(props: SelectProps) {
  return <LazySelect loader={mantineSelect} {...props} />;
}
