package org.petrify.checker;

/**
 * The unfired rest of a run of consecutive frames of one worker's depth-first stack, handed to
 * another worker ({@link ParallelDepthFirst}'s stack splitting): the packed markings of the
 * first and the last frame, the transitions that lead from each frame to the next, and per
 * frame what it has left to fire. {@link Successors#resume} rebuilds the frames from it; the
 * worker that gave them away never returns to them. Immutable once made; the arrays are not
 * copied.
 *
 * <p>Layout, for {@code n = cursors.length} frames, in the form of {@link Successors}' own
 * frame arrays for a stack whose lists begin at 0, so that they are resumed by copying:
 * {@code words} is frame 0's marking and {@code topWords} frame {@code n - 1}'s, which is
 * {@code words} with {@code fired[0 .. n - 2]} fired; {@code fired[i]} ({@code i < n - 1})
 * leads from frame {@code i} to frame {@code i + 1}; {@code starts[i] == -1} marks an
 * all-enabled frame, whose {@code cursors[i]} is the next transition id it tries; else frame
 * {@code i} is a list frame whose transitions left are {@code lists[starts[i] .. e - 1]}, where
 * {@code e} is the next list frame's start ({@code lists.length} for the last), and
 * {@code cursors[i] == starts[i]}.
 */
final class StackSlice {
  final long[] words;
  final long[] topWords;
  final int[] fired;
  final int[] starts;
  final int[] cursors;
  final int[] lists;

  StackSlice(long[] words, long[] topWords, int[] fired, int[] starts, int[] cursors,
      int[] lists) {
    this.words = words;
    this.topWords = topWords;
    this.fired = fired;
    this.starts = starts;
    this.cursors = cursors;
    this.lists = lists;
  }

  int frames() {
    return cursors.length;
  }

  /** The bytes of the arrays, for the {@link Budget}. */
  long bytes() {
    return 16L * words.length
        + 4L * (fired.length + starts.length + cursors.length + lists.length) + 96;
  }
}
