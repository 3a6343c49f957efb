// The emoji names an award may use: a fixed set of common ones (the real service accepts every name of its emoji
// catalogue; this one keeps to the names people actually award). `+1` and `-1` are aliases, stored by their name.

const knownNames = new Set([
  '100', 'angry', 'beer', 'bell', 'blush', 'boom', 'broken_heart', 'bug', 'bulb', 'cake', 'calendar', 'cat', 'clap',
  'coffee', 'confused', 'construction', 'crown', 'cry', 'dog', 'exclamation', 'expressionless', 'eyes', 'fire', 'gem',
  'ghost', 'grinning', 'hear_no_evil', 'heart', 'heart_eyes', 'heavy_check_mark', 'hourglass', 'joy', 'kissing_heart',
  'laughing', 'link', 'lizard', 'lock', 'mag', 'medal', 'memo', 'microphone', 'money_with_wings', 'muscle',
  'neutral_face', 'ok_hand', 'pizza', 'point_up', 'poop', 'pray', 'question', 'rage', 'rainbow', 'raised_hands',
  'robot', 'rocket', 'scream', 'see_no_evil', 'skull', 'sleeping', 'slight_smile', 'smile', 'smiley', 'snowflake',
  'sob', 'sparkles', 'speak_no_evil', 'star', 'sunglasses', 'sunny', 'sweat_smile', 'tada', 'thinking', 'thumbsdown',
  'thumbsup', 'trophy', 'unamused', 'unicorn', 'unlock', 'upside_down', 'warning', 'wave', 'white_check_mark', 'wink',
  'x', 'zap', 'zipper_mouth',
]);

const aliases: Record<string, string> = { '+1': 'thumbsup', '-1': 'thumbsdown' };

/** The stored name for `name`, or null when it is not a known emoji. */
export function emojiName(name: string): string | null {
  const canonical = aliases[name] ?? name;
  return knownNames.has(canonical) ? canonical : null;
}
