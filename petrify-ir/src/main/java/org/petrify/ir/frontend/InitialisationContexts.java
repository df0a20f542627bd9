package org.petrify.ir.frontend;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.petrify.ir.rb.Command;
import org.petrify.ir.rb.Procedure;

/**
 * Removes the call recursion that initialisation cycles put into an rb program, by cloning
 * procedures per <em>initialisation context</em>.
 *
 * <p>When the initialiser of class {@code A} uses class {@code B} whose initialiser uses
 * {@code A}, the rb procedures call each other in a cycle
 * ({@code A.$initialise -> A.<clinit> -> B.$initialise -> B.<clinit> -> A.$initialise}), although
 * no Java run recurses: the inner use of {@code A} is made by the thread that is initialising
 * {@code A}, finds it in progress and proceeds (JLS 12.4.2 step 3). The encoder would share
 * subnets for the recursion (imprecise returns) and could not bound the reentrant depth of the
 * initialisation lock. A <em>cyclic</em> initialisation procedure is one that can call itself.
 * The context of a call is the set of cyclic initialisation procedures whose initialiser is
 * running on the calling thread's stack (the call passed their {@code start} branch). Each
 * procedure that can reach an initialisation procedure is cloned per context it is called in;
 * in a clone, a call of an initialisation procedure in the context becomes a {@code skip}
 * (exact: that class is being initialised by this very thread, so its check only re-enters and
 * leaves the lock it holds), a call of another cyclic one enters the context of its
 * initialiser, and every other call stays in the caller's context. A fork starts a thread with
 * the empty context (a new thread is on no initialiser's stack). The original procedures are
 * the clones of the empty context. Since a context only grows along calls and a cyclic
 * procedure is never called in a context that contains it, the clones call each other without
 * the initialisation cycles (recursion the program itself has stays).
 *
 * <p>If more than {@link #MAX_CLONES} clones would be needed, the program is left as it is
 * (the encoder's recursion handling and its caveats then apply).
 */
final class InitialisationContexts {
  static final int MAX_CLONES = 400;

  private final Map<String, Procedure> byName = new LinkedHashMap<>();
  private final Map<String, String> inits;
  private final Set<String> reaching = new LinkedHashSet<>();
  private final Set<String> cyclic = new TreeSet<>();
  private final Map<List<String>, Integer> contextIds = new HashMap<>();

  private InitialisationContexts(List<Procedure> procedures, Map<String, String> inits) {
    for (Procedure p : procedures) {
      byName.put(p.name(), p);
    }
    this.inits = inits;
  }

  /**
   * The program's procedures with initialisation cycles cloned away.
   *
   * @param inits per initialisation procedure, the label of its call of the initialiser
   *     (after which its class is in progress)
   */
  static List<Procedure> apply(List<Procedure> procedures, Map<String, String> inits) {
    if (inits.isEmpty()) {
      return procedures;
    }
    InitialisationContexts c = new InitialisationContexts(procedures, inits);
    c.findReaching();
    c.findCyclic();
    if (c.cyclic.isEmpty()) {
      return procedures;
    }
    List<Procedure> out = c.cloneAll();
    return out == null ? procedures : out;
  }

  private List<String> callees(Procedure p) {
    List<String> out = new ArrayList<>();
    for (Command c : p.body()) {
      if (c instanceof Command.Call call && byName.containsKey(call.procedure())) {
        out.add(call.procedure());
      }
    }
    return out;
  }

  /** The procedures that may (transitively) call an initialisation procedure. */
  private void findReaching() {
    reaching.addAll(inits.keySet());
    boolean changed = true;
    while (changed) {
      changed = false;
      for (Procedure p : byName.values()) {
        if (!reaching.contains(p.name())
            && callees(p).stream().anyMatch(reaching::contains)) {
          reaching.add(p.name());
          changed = true;
        }
      }
    }
  }

  private void findCyclic() {
    for (String init : inits.keySet()) {
      Set<String> seen = new LinkedHashSet<>();
      ArrayDeque<String> work = new ArrayDeque<>(callees(byName.get(init)));
      while (!work.isEmpty()) {
        String n = work.poll();
        if (n.equals(init)) {
          cyclic.add(init);
          break;
        }
        if (seen.add(n) && reaching.contains(n)) {
          work.addAll(callees(byName.get(n)));
        }
      }
    }
  }

  private String cloneName(String name, List<String> context) {
    if (context.isEmpty()) {
      return name;
    }
    int id = contextIds.computeIfAbsent(context, k -> contextIds.size() + 1);
    return name + "@init" + id;
  }

  private record Key(String name, List<String> context) {}

  private List<Procedure> cloneAll() {
    List<Procedure> out = new ArrayList<>();
    Set<Key> done = new LinkedHashSet<>();
    ArrayDeque<Key> work = new ArrayDeque<>();
    for (String name : byName.keySet()) {
      Key k = new Key(name, List.of());
      done.add(k);
      work.add(k);
    }
    Map<Key, Procedure> made = new LinkedHashMap<>();
    while (!work.isEmpty()) {
      if (done.size() > byName.size() + MAX_CLONES) {
        return null;
      }
      Key k = work.poll();
      Procedure p = byName.get(k.name());
      String runLabel = inits.get(k.name());
      List<String> inner = k.context();
      if (cyclic.contains(k.name())) {
        TreeSet<String> s = new TreeSet<>(k.context());
        s.add(k.name());
        inner = List.copyOf(s);
      }
      List<Command> body = new ArrayList<>();
      boolean started = false;
      for (Command c : p.body()) {
        List<String> ctx = runLabel != null && started ? inner : k.context();
        if (runLabel != null && c.label().equals(runLabel)) {
          started = true;
        }
        if (c instanceof Command.Call call && reaching.contains(call.procedure())) {
          String q = call.procedure();
          if (cyclic.contains(q) && ctx.contains(q)) {
            body.add(new Command.Skip(call.label(), call.origin()));
            continue;
          }
          Key next = new Key(q, ctx);
          if (done.add(next)) {
            work.add(next);
          }
          body.add(new Command.Call(call.label(), cloneName(q, ctx), call.handler(),
              call.origin()));
        } else {
          body.add(c);
        }
      }
      made.put(k, new Procedure(cloneName(k.name(), k.context()), body));
    }
    for (String name : byName.keySet()) {
      out.add(made.get(new Key(name, List.of())));
    }
    made.forEach((k, p) -> {
      if (!k.context().isEmpty()) {
        out.add(p);
      }
    });
    return out;
  }
}
