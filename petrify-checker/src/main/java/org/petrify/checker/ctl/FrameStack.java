package org.petrify.checker.ctl;

import java.util.Arrays;
import org.eclipse.collections.impl.list.mutable.primitive.IntArrayList;

/**
 * The call stack of an iterative depth-first search over a {@link TransitionSystem}.
 *
 * <p>Layout: frame {@code k} (0 = bottom, {@link #top()} = top, -1 = empty) holds a state, the
 * transition that reached it from frame {@code k-1} (-1 at the bottom), a flag for the search's
 * own use, and its successor pairs {@code (transition, target)} as the block
 * {@code succ[begin[k] .. end[k]-1]} of one shared array; the pairs before {@code next[k]} have
 * been taken. A frame's block starts where its parent's block ends, so the shared array holds
 * exactly the successor lists of the states on the stack.
 */
final class FrameStack {
  private int[] state = new int[64];
  private int[] in = new int[64];
  private int[] next = new int[64];
  private int[] begin = new int[64];
  private int[] end = new int[64];
  private boolean[] flag = new boolean[64];
  private int[] succ = new int[256];
  private int top = -1;

  int top() {
    return top;
  }

  boolean isEmpty() {
    return top < 0;
  }

  int state(int k) {
    return state[k];
  }

  boolean flag(int k) {
    return flag[k];
  }

  void flag(int k, boolean value) {
    flag[k] = value;
  }

  /** Pushes {@code s}, reached by {@code transition}, with the successor pairs in {@code pairs}. */
  void push(int s, int transition, IntArrayList pairs) {
    int k = ++top;
    if (k == state.length) {
      int n = k * 2;
      state = Arrays.copyOf(state, n);
      in = Arrays.copyOf(in, n);
      next = Arrays.copyOf(next, n);
      begin = Arrays.copyOf(begin, n);
      end = Arrays.copyOf(end, n);
      flag = Arrays.copyOf(flag, n);
    }
    state[k] = s;
    in[k] = transition;
    flag[k] = false;
    begin[k] = k == 0 ? 0 : end[k - 1];
    fill(k, pairs);
  }

  /** Replaces the successor pairs of the top frame by {@code pairs}, none taken yet. */
  void replaceTop(IntArrayList pairs) {
    fill(top, pairs);
  }

  private void fill(int k, IntArrayList pairs) {
    int from = begin[k];
    int n = pairs.size();
    if (from + n > succ.length) {
      succ = Arrays.copyOf(succ, Math.max(from + n, succ.length * 2));
    }
    for (int j = 0; j < n; j++) {
      succ[from + j] = pairs.get(j);
    }
    next[k] = from;
    end[k] = from + n;
  }

  void pop() {
    top--;
  }

  void clear() {
    top = -1;
  }

  /** Whether the top frame has an untaken successor pair. */
  boolean hasNext() {
    return next[top] < end[top];
  }

  /** Takes the next successor pair of the top frame; returns its index for {@link #transitionAt}. */
  int take() {
    int i = next[top];
    next[top] = i + 2;
    return i;
  }

  int transitionAt(int i) {
    return succ[i];
  }

  int targetAt(int i) {
    return succ[i + 1];
  }

  /** The untaken pairs of frame {@code k}: indices {@code remainingFrom(k) .. end(k)-1} step 2. */
  int remainingFrom(int k) {
    return next[k];
  }

  int end(int k) {
    return end[k];
  }

  /** Whether frame {@code k} has no successor pairs at all. */
  boolean isDeadlock(int k) {
    return begin[k] == end[k];
  }

  /**
   * Frames {@code 0..upTo} as a path; {@code closing >= 0} adds that transition from the last
   * state back to frame {@code loopStart}, making a lasso.
   */
  PathSearch.Path path(int upTo, int closing, int loopStart, PathSearch.End kind) {
    int[] states = new int[upTo + 1];
    int[] transitions = new int[closing >= 0 ? upTo + 1 : upTo];
    for (int k = 0; k <= upTo; k++) {
      states[k] = state[k];
      if (k > 0) {
        transitions[k - 1] = in[k];
      }
    }
    if (closing >= 0) {
      transitions[upTo] = closing;
    }
    return new PathSearch.Path(states, transitions, loopStart, kind);
  }
}
