import dayjs from 'dayjs';

/** When a message was sent, as a chat shows it: the time today, the day and time before. */
export function messageTime(sentAt: string, now: Date = new Date()): string {
  const sent = dayjs(sentAt);
  return sent.isSame(now, 'day') ? sent.format('HH:mm') : sent.format('DD MMM, HH:mm');
}
