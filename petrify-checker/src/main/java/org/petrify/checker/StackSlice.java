package org.petrify.checker;

/**
 * The unfired rest of a run of consecutive frames of one worker's depth-first stack, handed to
 * another worker ({@link ParallelDepthFirst}'s stack splitting): the packed markings of the
 * first and the last frame, the transitions that lead from each frame to the next, and per
 * frame what it has left to fire. {@link Successors#resume} rebuilds the frames from it; the
 * worker that gave them away never returns to them. Immutable once made; the arrays are not
 * copied.
 *
 * <p>Layout, for {@code n = cursors.length} frames: {@code words} is frame 0's marking and
 * {@code topWords} frame {@code n - 1}'s, which is {@code words} with {@code fired[0 .. n - 2]}
 * fired; {@code fired[i]} ({@code i < n - 1}) leads from frame {@code i} to frame
 * {@code i + 1}; {@code cursors[i] >= 0} is the next transition id an all-enabled frame tries,
 * {@code -1} marks a list frame, whose transitions left are
 * {@code lists[listStart[i] .. listStart[i + 1] - 1]} ({@code listStart} has {@code n + 1}
 * entries; an all-enabled frame's range is empty).
 */
final class StackSlice {
  final long[] words;
  final long[] topWords;
  final int[] fired;
  final int[] cursors;
  final int[] listStart;
  final int[] lists;

  StackSlice(long[] words, long[] topWords, int[] fired, int[] cursors, int[] listStart,
      int[] lists) {
    this.words = words;
    this.topWords = topWords;
    this.fired = fired;
    this.cursors = cursors;
    this.listStart = listStart;
    this.lists = lists;
  }

  int frames() {
    return cursors.length;
  }

  /** The bytes of the arrays, for the {@link Budget}. */
  long bytes() {
    return 16L * words.length
        + 4L * (fired.length + cursors.length + listStart.length + lists.length) + 96;
  }
}
