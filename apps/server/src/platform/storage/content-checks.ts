import { inflateSync } from 'node:zlib';

/**
 * What an upload's bytes must show beyond their type, read as they stream with bounded memory:
 * `take` sees each chunk in order, `end` the end of the file. Either says false to refuse it.
 */
export interface ContentCheck {
  take(chunk: Buffer): boolean;
  end(): boolean;
}

/** The checks for a file of this type (none for a type that needs none). */
export function contentChecksFor(mime: string): ContentCheck[] {
  if (mime === 'application/pdf') return [pdfActiveContentCheck(), endsWith(['%%EOF'])];
  if (mime === 'image/png') return [endsWith(['IEND'])];
  if (mime === 'image/jpeg') return [endsWith([Buffer.from([0xff, 0xd9])])];
  if (zipBasedTypes.has(mime)) return [zipInflationCheck()];
  return [];
}

const tailBytes = 1024;

/** Keeps the last `size` bytes seen. */
function tailKeeper(size: number) {
  let tail = Buffer.alloc(0);
  return {
    add(chunk: Buffer) {
      tail = Buffer.concat([tail, chunk]);
      if (tail.length > size) tail = tail.subarray(tail.length - size);
    },
    get: () => tail,
  };
}

/** A whole PDF, PNG or JPEG ends with its end marker; a file cut short or padded does not. */
function endsWith(markers: readonly (string | Buffer)[]): ContentCheck {
  const tail = tailKeeper(tailBytes);
  return {
    take(chunk) {
      tail.add(chunk);
      return true;
    },
    end: () => markers.some((marker) => tail.get().includes(marker)),
  };
}

/**
 * PDF names that run or carry something when the file is opened: scripts, programs, attachments.
 * A CV or a portfolio needs none of them.
 */
const activePdfName = /^(JavaScript|JS|Launch|EmbeddedFile|RichMedia)(?![A-Za-z])/;

/** A PDF name: a slash and the regular characters up to a delimiter or white space. */
const pdfName = /\/([^\s/<>[\]()%{}]*)/g;

/**
 * Whether PDF text names active content. A name may spell any byte as `#` and two hex digits
 * (`/J#61vaScript` is `/JavaScript`, `/J#53` is `/JS`), and a reader decodes them, so each name is
 * decoded before it is compared.
 */
function namesActiveContent(text: string): boolean {
  for (const [, name = ''] of text.matchAll(pdfName)) {
    const decoded = name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (activePdfName.test(decoded)) return true;
  }
  return false;
}

/** The end of a dictionary and the keyword that starts its stream's bytes. */
const streamStart = />>\s*stream\r?\n/;
const streamEnd = 'endstream';
/** Text kept between chunks outside streams: enough for any object's dictionary before `stream`. */
const objectTextCarry = 64 * 1024;
/** Larger object streams than this are not read, and their PDF is refused. */
const objectStreamMaxBytes = 4 * 1024 * 1024;
/** What one object stream may inflate to: objects are text, far smaller than this. */
const objectStreamMaxInflated = 32 * 1024 * 1024;

/**
 * Refuses a PDF that names active content in its objects: the plain ones, and those kept deflated
 * in object streams (PDF 1.5+), which are inflated one at a time, bounded. Other streams (pages,
 * fonts, pictures) hold no objects and are skipped: their bytes are not names, and reading them as
 * text would refuse a photo whose bytes happen to spell `/JS`.
 */
function pdfActiveContentCheck(): ContentCheck {
  let pending = '';
  /** Inside a stream: the object stream's bytes so far, or 'skip' for any other stream. */
  let stream: Buffer[] | 'skip' | null = null;
  let streamBytes = 0;

  const objectsAreClean = (deflated: Buffer) => {
    try {
      const objects = inflateSync(deflated, { maxOutputLength: objectStreamMaxInflated });
      return !namesActiveContent(objects.toString('latin1'));
    } catch {
      // Not inflatable within the bound: a bomb or a broken file; either way it cannot be checked.
      return false;
    }
  };

  /** Reads objects up to the next stream; false when they name active content. */
  const readObjects = (): boolean | 'more' => {
    const start = streamStart.exec(pending);
    const objects = start === null ? pending : pending.slice(0, start.index);
    if (namesActiveContent(objects)) return false;
    if (start === null) {
      pending = pending.slice(-objectTextCarry);
      return 'more';
    }
    const opened = objects.lastIndexOf('obj');
    // A dictionary too long to hold cannot be told apart from an object stream's.
    if (opened === -1) return false;
    stream = /\/Type\s*\/ObjStm\b/.test(objects.slice(opened)) ? [] : 'skip';
    streamBytes = 0;
    pending = pending.slice(start.index + start[0].length);
    return true;
  };

  /** Reads a stream's bytes up to its end; false when an object stream names active content. */
  const readStream = (current: Buffer[] | 'skip'): boolean | 'more' => {
    const end = pending.indexOf(streamEnd);
    const taken = end === -1 ? Math.max(0, pending.length - streamEnd.length) : end;
    if (current !== 'skip') {
      current.push(Buffer.from(pending.slice(0, taken), 'latin1'));
      streamBytes += taken;
      if (streamBytes > objectStreamMaxBytes) return false;
    }
    pending = pending.slice(taken);
    if (end === -1) return 'more';
    if (current !== 'skip' && !objectsAreClean(Buffer.concat(current))) return false;
    stream = null;
    pending = pending.slice(streamEnd.length);
    return true;
  };

  return {
    take(chunk) {
      pending += chunk.toString('latin1');
      for (;;) {
        const step = stream === null ? readObjects() : readStream(stream);
        if (step !== true) return step === 'more';
      }
    },
    end: () => stream === null && !namesActiveContent(pending),
  };
}

/** Word's zip-based formats (.docx, .docm). */
const zipBasedTypes = new Set([
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-word.document.macroenabled.12',
]);

/** How much a document may unpack to: text and pictures, never a bomb's gigabytes. */
export const zipLimits = { maxRatio: 100, maxUnpackedBytes: 200 * 1024 * 1024, maxEntries: 5000 } as const;
/** The central directory must fit in what is kept of the file's end. */
const zipTailBytes = 1024 * 1024;

/**
 * Refuses a zip-based document that would unpack to far more than it weighs (a zip bomb shaped
 * as a Word file): the sizes its central directory declares for its entries are added up. The
 * directory sits at the end of the file, so only the last megabyte is kept.
 */
function zipInflationCheck(): ContentCheck {
  const tail = tailKeeper(zipTailBytes);
  let size = 0;
  return {
    take(chunk) {
      size += chunk.length;
      tail.add(chunk);
      return true;
    },
    end() {
      const unpacked = declaredUnpackedBytes(tail.get(), size);
      return (
        unpacked !== null &&
        unpacked <= zipLimits.maxUnpackedBytes &&
        unpacked <= Math.max(size, 64 * 1024) * zipLimits.maxRatio
      );
    },
  };
}

/**
 * The total size a zip's central directory declares for its entries, read from the file's last
 * bytes; null when the directory is missing, too large, in Zip64 form, or malformed.
 */
export function declaredUnpackedBytes(tail: Buffer, fileSize: number): number | null {
  const end = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end === -1 || end + 22 > tail.length) return null;
  const entries = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (entries > zipLimits.maxEntries || directoryOffset === 0xffffffff) return null;
  const tailStart = fileSize - tail.length;
  let at = directoryOffset - tailStart;
  if (at < 0 || at + directorySize > end) return null;
  let total = 0;
  for (let entry = 0; entry < entries; entry += 1) {
    if (at + 46 > end || tail.readUInt32LE(at) !== 0x02014b50) return null;
    const unpacked = tail.readUInt32LE(at + 24);
    if (unpacked === 0xffffffff) return null;
    total += unpacked;
    at += 46 + tail.readUInt16LE(at + 28) + tail.readUInt16LE(at + 30) + tail.readUInt16LE(at + 32);
  }
  return total;
}
