package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.petrify.ir.pointsto.MethodInstance;

/**
 * The method instances on a cycle of a call graph: members of a strongly connected component
 * of more than one instance, or instances that call themselves (Tarjan's algorithm, on an
 * explicit stack, so the depth of the graph is not bounded by the thread's stack). Callees
 * that are not keys of the graph are ignored.
 */
final class CallCycles {
  private CallCycles() {}

  /** The instances on a cycle of {@code callees} (instance to the instances it calls). */
  static Set<MethodInstance> of(
      Map<MethodInstance, ? extends Collection<MethodInstance>> callees) {
    Map<MethodInstance, Integer> index = new HashMap<>();
    Map<MethodInstance, Integer> low = new HashMap<>();
    Set<MethodInstance> onStack = new HashSet<>();
    ArrayDeque<MethodInstance> stack = new ArrayDeque<>();
    Set<MethodInstance> out = new HashSet<>();
    int[] counter = {0};
    for (MethodInstance root : callees.keySet()) {
      if (index.containsKey(root)) {
        continue;
      }
      // iterative Tarjan: frames of (node, iterator over its callees)
      ArrayDeque<Object[]> frames = new ArrayDeque<>();
      index.put(root, counter[0]);
      low.put(root, counter[0]++);
      stack.push(root);
      onStack.add(root);
      frames.push(new Object[] {root, callees.get(root).iterator()});
      while (!frames.isEmpty()) {
        Object[] f = frames.peek();
        MethodInstance v = (MethodInstance) f[0];
        @SuppressWarnings("unchecked")
        java.util.Iterator<MethodInstance> it = (java.util.Iterator<MethodInstance>) f[1];
        if (it.hasNext()) {
          MethodInstance w = it.next();
          if (!callees.containsKey(w)) {
            continue;
          }
          if (!index.containsKey(w)) {
            index.put(w, counter[0]);
            low.put(w, counter[0]++);
            stack.push(w);
            onStack.add(w);
            frames.push(new Object[] {w, callees.get(w).iterator()});
          } else if (onStack.contains(w)) {
            low.put(v, Math.min(low.get(v), index.get(w)));
          }
          continue;
        }
        frames.pop();
        if (!frames.isEmpty()) {
          MethodInstance parent = (MethodInstance) frames.peek()[0];
          low.put(parent, Math.min(low.get(parent), low.get(v)));
        }
        if (low.get(v).equals(index.get(v))) {
          List<MethodInstance> component = new ArrayList<>();
          MethodInstance w;
          do {
            w = stack.pop();
            onStack.remove(w);
            component.add(w);
          } while (!w.equals(v));
          if (component.size() > 1 || callees.get(v).contains(v)) {
            out.addAll(component);
          }
        }
      }
    }
    return out;
  }
}
