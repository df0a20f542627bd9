package org.petrify.agent;

import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.petrify.agent.rt.Sites;
import org.petrify.agent.trace.TraceFormat;

/**
 * Inserts calls of the {@code org.petrify.agent.rt.Rec} hooks around the instructions a trace
 * records. Every insertion is straight-line code that leaves the operand stack as it found it,
 * so the method's stack map frames stay valid; values that must survive a call are kept on the
 * stack (dup/swap) or, for calls with arguments, in fresh locals numbered from the method's
 * {@code maxLocals} (never live across a frame). A synchronized method gets an exception handler
 * around its whole body, added after the method's own handlers (so it only sees exceptions that
 * leave the method), that records the release and rethrows.
 *
 * <p>In a constructor, field instructions before the superclass constructor call are not
 * instrumented ({@code this} is not initialised there and may not be passed to a hook).
 */
final class MethodInstrumenter extends MethodVisitor {
  private static final String REC = "org/petrify/agent/rt/Rec";
  private static final String OBJ_INT = "(Ljava/lang/Object;I)V";
  private static final String BUILDER_START = "(Ljava/lang/Runnable;)Ljava/lang/Thread;";
  private static final String POOL = "java/util/concurrent/ForkJoinPool";
  private static final String POOL_INVOKE = "(Ljava/util/concurrent/ForkJoinTask;)Ljava/lang/Object;";

  /**
   * {@code explicitMonitor}: the method was synchronized and its flag has been removed; this
   * visitor then locks the monitor itself ({@code monitorenter} at entry, {@code monitorexit}
   * before each return and in the catch-all handler), with the hooks around it as for a
   * {@code synchronized} block.
   */
  record Context(ClassLoader loader, FieldResolver fields, String className, String sourceFile,
      int version, boolean explicitMonitor) {
    Context(ClassLoader loader, FieldResolver fields, String className, String sourceFile,
        int version) {
      this(loader, fields, className, sourceFile, version, false);
    }
  }

  private final Context ctx;
  private final String methodName;
  private final String descriptor;
  private final boolean isStatic;
  private final boolean synchronizedMethod;
  private final boolean constructor;
  private boolean thisInitialized;
  private boolean started;
  private int nextLocal;
  private int line;
  private final Label bodyStart = new Label();
  private final Label bodyEnd = new Label();
  private final Label handler = new Label();
  private int syncSite = -1;
  /** A fork/join task's {@code compute()} (see {@link #forkJoinCall}): its entry is hooked. */
  private final boolean compute;

  MethodInstrumenter(MethodVisitor next, Context ctx, int access, String name, String descriptor,
      int maxLocals) {
    super(Opcodes.ASM9, next);
    this.ctx = ctx;
    this.methodName = name;
    this.descriptor = descriptor;
    this.isStatic = (access & Opcodes.ACC_STATIC) != 0;
    this.synchronizedMethod = ctx.explicitMonitor() || (access & Opcodes.ACC_SYNCHRONIZED) != 0;
    this.constructor = name.equals("<init>");
    this.thisInitialized = !constructor;
    this.nextLocal = maxLocals;
    this.compute = name.equals("compute") && descriptor.startsWith("()") && !isStatic
        && (access & (Opcodes.ACC_BRIDGE | Opcodes.ACC_SYNTHETIC)) == 0;
  }

  private int site(int kind, String owner, String name) {
    return Sites.add(new Sites.Site(kind, ctx.className(), methodName, ctx.sourceFile(), line,
        owner, name));
  }

  private void push(int value) {
    if (value >= -1 && value <= 5) {
      super.visitInsn(Opcodes.ICONST_0 + value);
    } else if (value >= Byte.MIN_VALUE && value <= Byte.MAX_VALUE) {
      super.visitIntInsn(Opcodes.BIPUSH, value);
    } else if (value >= Short.MIN_VALUE && value <= Short.MAX_VALUE) {
      super.visitIntInsn(Opcodes.SIPUSH, value);
    } else {
      super.visitLdcInsn(value);
    }
  }

  private void hook(String name, String desc) {
    super.visitMethodInsn(Opcodes.INVOKESTATIC, REC, name, desc, false);
  }

  private void pushMonitorOfMethod() {
    if (isStatic && (ctx.version() & 0xFFFF) < Opcodes.V1_5) {
      // No class constants before Java 5: the class names itself (it is being initialised or
      // initialised already, and its own loader finds it).
      super.visitLdcInsn(ctx.className().replace('/', '.'));
      super.visitMethodInsn(Opcodes.INVOKESTATIC, "java/lang/Class", "forName",
          "(Ljava/lang/String;)Ljava/lang/Class;", false);
    } else if (isStatic) {
      super.visitLdcInsn(Type.getObjectType(ctx.className()));
    } else {
      super.visitVarInsn(Opcodes.ALOAD, 0);
    }
  }

  /** With an explicit monitor: the {@code monitorexit} of the method's monitor. */
  private void exitMonitorOfMethod() {
    if (ctx.explicitMonitor()) {
      pushMonitorOfMethod();
      super.visitInsn(Opcodes.MONITOREXIT);
    }
  }

  // ---- method entry and the synchronized-method handler -------------------------------------

  /** Called before the first instruction: the method's own try-catch blocks have been seen. */
  private void start() {
    if (started) {
      return;
    }
    started = true;
    if (compute) {
      super.visitVarInsn(Opcodes.ALOAD, 0);
      hook("computing", "(Ljava/lang/Object;)V");
    }
    if (synchronizedMethod) {
      super.visitTryCatchBlock(bodyStart, bodyEnd, handler, null);
      syncSite = site(TraceFormat.SITE_SYNC_METHOD, "", "");
      if (ctx.explicitMonitor()) {
        pushMonitorOfMethod();
        super.visitInsn(Opcodes.DUP);
        push(syncSite);
        hook("acquiring", OBJ_INT);
        super.visitInsn(Opcodes.MONITORENTER);
      }
      pushMonitorOfMethod();
      push(syncSite);
      hook("acquired", OBJ_INT);
      super.visitLabel(bodyStart);
    }
  }

  @Override
  public void visitMaxs(int maxStack, int maxLocals) {
    if (synchronizedMethod && started) {
      super.visitLabel(bodyEnd);
      super.visitLabel(handler);
      if ((ctx.version() & 0xFFFF) >= Opcodes.V1_6) {
        // Class files before Java 6 have no stack map frames: the JVM infers the handler's.
        super.visitFrame(Opcodes.F_FULL, argumentFrame().length, argumentFrame(), 1,
            new Object[] {"java/lang/Throwable"});
      }
      pushMonitorOfMethod();
      push(syncSite);
      hook("releasing", OBJ_INT);
      exitMonitorOfMethod();
      super.visitInsn(Opcodes.ATHROW);
    }
    super.visitMaxs(maxStack, maxLocals);
  }

  /** The frame locals of the method's arguments ({@code this} first for an instance method). */
  private Object[] argumentFrame() {
    java.util.List<Object> locals = new java.util.ArrayList<>();
    if (!isStatic) {
      locals.add(ctx.className());
    }
    for (Type t : Type.getArgumentTypes(descriptor)) {
      locals.add(switch (t.getSort()) {
        case Type.BOOLEAN, Type.BYTE, Type.CHAR, Type.SHORT, Type.INT -> Opcodes.INTEGER;
        case Type.FLOAT -> Opcodes.FLOAT;
        case Type.LONG -> Opcodes.LONG;
        case Type.DOUBLE -> Opcodes.DOUBLE;
        case Type.ARRAY -> t.getDescriptor();
        default -> t.getInternalName();
      });
    }
    return locals.toArray();
  }

  @Override
  public void visitLabel(Label label) {
    start();
    super.visitLabel(label);
  }

  @Override
  public void visitLineNumber(int line, Label start) {
    this.line = line;
    super.visitLineNumber(line, start);
  }

  @Override
  public void visitFrame(int type, int numLocal, Object[] local, int numStack, Object[] stack) {
    start();
    super.visitFrame(type, numLocal, local, numStack, stack);
  }

  @Override
  public void visitVarInsn(int opcode, int var) {
    start();
    super.visitVarInsn(opcode, var);
  }

  @Override
  public void visitIincInsn(int var, int increment) {
    start();
    super.visitIincInsn(var, increment);
  }

  @Override
  public void visitJumpInsn(int opcode, Label label) {
    start();
    super.visitJumpInsn(opcode, label);
  }

  @Override
  public void visitLdcInsn(Object value) {
    start();
    super.visitLdcInsn(value);
  }

  @Override
  public void visitTableSwitchInsn(int min, int max, Label dflt, Label... labels) {
    start();
    super.visitTableSwitchInsn(min, max, dflt, labels);
  }

  @Override
  public void visitLookupSwitchInsn(Label dflt, int[] keys, Label[] labels) {
    start();
    super.visitLookupSwitchInsn(dflt, keys, labels);
  }

  @Override
  public void visitInvokeDynamicInsn(String name, String desc, org.objectweb.asm.Handle bsm,
      Object... args) {
    start();
    super.visitInvokeDynamicInsn(name, desc, bsm, args);
  }

  // ---- arrays, monitors, returns --------------------------------------------------------------

  @Override
  public void visitInsn(int opcode) {
    start();
    if (opcode >= Opcodes.IALOAD && opcode <= Opcodes.SALOAD) {
      int s = site(TraceFormat.SITE_ARRAY, "", "");
      super.visitInsn(Opcodes.DUP2);
      push(s);
      hook("arrayRead", "(Ljava/lang/Object;II)V");
    } else if (opcode >= Opcodes.IASTORE && opcode <= Opcodes.SASTORE) {
      int s = site(TraceFormat.SITE_ARRAY, "", "");
      if (opcode == Opcodes.LASTORE || opcode == Opcodes.DASTORE) {
        super.visitInsn(Opcodes.DUP2_X2);
        super.visitInsn(Opcodes.POP2);
        super.visitInsn(Opcodes.DUP2_X2);
      } else {
        super.visitInsn(Opcodes.DUP_X2);
        super.visitInsn(Opcodes.POP);
        super.visitInsn(Opcodes.DUP2_X1);
      }
      push(s);
      hook("arrayWrite", "(Ljava/lang/Object;II)V");
    } else if (opcode == Opcodes.MONITORENTER) {
      int s = site(TraceFormat.SITE_MONITOR, "", "");
      super.visitInsn(Opcodes.DUP);
      super.visitInsn(Opcodes.DUP);
      push(s);
      hook("acquiring", OBJ_INT);
      super.visitInsn(opcode);
      push(s);
      hook("acquired", OBJ_INT);
      return;
    } else if (opcode == Opcodes.MONITOREXIT) {
      int s = site(TraceFormat.SITE_MONITOR, "", "");
      super.visitInsn(Opcodes.DUP);
      push(s);
      hook("releasing", OBJ_INT);
    } else if (synchronizedMethod && opcode >= Opcodes.IRETURN && opcode <= Opcodes.RETURN) {
      pushMonitorOfMethod();
      push(syncSite);
      hook("releasing", OBJ_INT);
      exitMonitorOfMethod();
    }
    super.visitInsn(opcode);
  }

  @Override
  public void visitIntInsn(int opcode, int operand) {
    start();
    super.visitIntInsn(opcode, operand);
    if (opcode == Opcodes.NEWARRAY) {
      String type = switch (operand) {
        case Opcodes.T_BOOLEAN -> "boolean";
        case Opcodes.T_BYTE -> "byte";
        case Opcodes.T_CHAR -> "char";
        case Opcodes.T_SHORT -> "short";
        case Opcodes.T_INT -> "int";
        case Opcodes.T_LONG -> "long";
        case Opcodes.T_FLOAT -> "float";
        default -> "double";
      };
      allocated(type);
    }
  }

  @Override
  public void visitTypeInsn(int opcode, String type) {
    start();
    super.visitTypeInsn(opcode, type);
    if (opcode == Opcodes.ANEWARRAY) {
      allocated(sourceName(Type.getObjectType(type)));
    }
  }

  @Override
  public void visitMultiANewArrayInsn(String desc, int dims) {
    start();
    super.visitMultiANewArrayInsn(desc, dims);
    allocated(sourceName(Type.getType(desc).getElementType()) + "[]".repeat(dims - 1));
  }

  private void allocated(String elementType) {
    int s = site(TraceFormat.SITE_ALLOC, elementType, "");
    super.visitInsn(Opcodes.DUP);
    push(s);
    hook("allocated", OBJ_INT);
  }

  private static String sourceName(Type t) {
    String name = t.getSort() == Type.ARRAY ? sourceName(t.getElementType())
        + "[]".repeat(t.getDimensions()) : t.getClassName();
    int dot = name.lastIndexOf('.');
    return name.substring(dot + 1);
  }

  // ---- fields -------------------------------------------------------------------------------

  @Override
  public void visitFieldInsn(int opcode, String owner, String name, String desc) {
    start();
    boolean onThis = opcode == Opcodes.GETFIELD || opcode == Opcodes.PUTFIELD;
    if (onThis && !thisInitialized) {
      super.visitFieldInsn(opcode, owner, name, desc);
      return;
    }
    FieldResolver.Field f = ctx.fields().resolve(ctx.loader(), owner, name);
    if (f.isFinal()) {
      super.visitFieldInsn(opcode, owner, name, desc);
      return;
    }
    boolean vol = f.isVolatile();
    boolean wide = Type.getType(desc).getSize() == 2;
    int kind = switch (opcode) {
      case Opcodes.GETSTATIC, Opcodes.PUTSTATIC ->
          vol ? TraceFormat.SITE_STATIC_VOLATILE_FIELD : TraceFormat.SITE_STATIC_FIELD;
      default -> vol ? TraceFormat.SITE_VOLATILE_FIELD : TraceFormat.SITE_FIELD;
    };
    int s = site(kind, f.declaringClass(), name);
    switch (opcode) {
      case Opcodes.GETSTATIC -> {
        push(s);
        hook(vol ? "syncReadStatic" : "readStatic", "(I)V");
        super.visitFieldInsn(opcode, owner, name, desc);
      }
      case Opcodes.PUTSTATIC -> {
        if (vol) {
          super.visitFieldInsn(opcode, owner, name, desc);
          push(s);
          hook("syncWriteStatic", "(I)V");
        } else {
          push(s);
          hook("writeStatic", "(I)V");
          super.visitFieldInsn(opcode, owner, name, desc);
        }
      }
      case Opcodes.GETFIELD -> {
        super.visitInsn(Opcodes.DUP);
        push(s);
        hook(vol ? "syncRead" : "read", OBJ_INT);
        super.visitFieldInsn(opcode, owner, name, desc);
      }
      default -> { // PUTFIELD: stack [obj, value]
        if (vol) {
          if (wide) {
            super.visitInsn(Opcodes.DUP2_X1);
            super.visitInsn(Opcodes.POP2);
            super.visitInsn(Opcodes.DUP);
            super.visitInsn(Opcodes.DUP2_X2);
            super.visitInsn(Opcodes.POP2);
          } else {
            super.visitInsn(Opcodes.SWAP);
            super.visitInsn(Opcodes.DUP_X1);
            super.visitInsn(Opcodes.SWAP);
          }
          super.visitFieldInsn(opcode, owner, name, desc);
          push(s);
          hook("syncWrite", OBJ_INT);
        } else {
          if (wide) {
            super.visitInsn(Opcodes.DUP2_X1);
            super.visitInsn(Opcodes.POP2);
            super.visitInsn(Opcodes.DUP_X2);
          } else {
            super.visitInsn(Opcodes.DUP2);
            super.visitInsn(Opcodes.POP);
          }
          push(s);
          hook("write", OBJ_INT);
          super.visitFieldInsn(opcode, owner, name, desc);
        }
      }
    }
  }

  // ---- calls: threads, locks, wait/notify, atomics --------------------------------------------

  @Override
  public void visitMethodInsn(int opcode, String owner, String name, String desc, boolean itf) {
    start();
    if (constructor && !thisInitialized && opcode == Opcodes.INVOKESPECIAL
        && name.equals("<init>")) {
      super.visitMethodInsn(opcode, owner, name, desc, itf);
      thisInitialized = true;
      return;
    }
    boolean virtual = opcode == Opcodes.INVOKEVIRTUAL || opcode == Opcodes.INVOKEINTERFACE;
    if (name.equals("start") && desc.equals(BUILDER_START) && virtual
        && owner.startsWith("java/lang/Thread$Builder")
        || name.equals("startVirtualThread") && desc.equals(BUILDER_START)
        && opcode == Opcodes.INVOKESTATIC && owner.equals("java/lang/Thread")) {
      // the JDK starts these threads; start them here instead, so they are numbered first
      push(site(TraceFormat.SITE_THREAD, "", ""));
      hook(opcode == Opcodes.INVOKESTATIC ? "startVirtual" : "startBuilt",
          opcode == Opcodes.INVOKESTATIC ? "(Ljava/lang/Runnable;I)Ljava/lang/Thread;"
              : "(Ljava/lang/Object;Ljava/lang/Runnable;I)Ljava/lang/Thread;");
      return;
    }
    if (forkJoinCall(opcode, owner, name, desc)) {
      super.visitMethodInsn(opcode, owner, name, desc, itf);
      return;
    }
    if (opcode == Opcodes.INVOKEVIRTUAL && owner.equals(POOL) && name.equals("invoke")
        && desc.equals(POOL_INVOKE)) {
      // submit, then join: the deadlock replay may hold the join until a worker took the task
      push(site(TraceFormat.SITE_THREAD, "", ""));
      hook("poolInvoke", "(Ljava/lang/Object;Ljava/lang/Object;I)Ljava/lang/Object;");
      return;
    }
    if (!virtual) {
      plainCall(opcode, owner, name, desc, itf);
      return;
    }
    switch (name + desc) {
      case "start()V" -> {
        int s = site(TraceFormat.SITE_THREAD, "", "");
        super.visitInsn(Opcodes.DUP);
        push(s);
        hook("starting", OBJ_INT);
        super.visitMethodInsn(opcode, owner, name, desc, itf);
      }
      case "addShutdownHook(Ljava/lang/Thread;)V" -> {
        if (owner.equals("java/lang/Runtime")) {
          int s = site(TraceFormat.SITE_THREAD, "", "");
          super.visitInsn(Opcodes.DUP);
          push(s);
          hook("registeringHook", OBJ_INT);
        }
        super.visitMethodInsn(opcode, owner, name, desc, itf);
      }
      case "join()V", "join(J)V", "join(JI)V", "join(Ljava/time/Duration;)Z" ->
          wrap(opcode, owner, name, desc, itf, null, "joined", TraceFormat.SITE_THREAD);
      case "wait()V", "wait(J)V", "wait(JI)V" ->
          wrap(opcode, owner, name, desc, itf, "waiting", "woken", TraceFormat.SITE_WAIT);
      case "notify()V", "notifyAll()V" -> {
        int s = site(TraceFormat.SITE_NOTIFY, "", "");
        super.visitInsn(Opcodes.DUP);
        push(s);
        hook(name.equals("notify") ? "notifying" : "notifyingAll", OBJ_INT);
        super.visitMethodInsn(opcode, owner, name, desc, itf);
      }
      case "lock()V", "lockInterruptibly()V" ->
          wrap(opcode, owner, name, desc, itf, "acquiring", "locked", TraceFormat.SITE_LOCK);
      case "unlock()V" ->
          wrap(opcode, owner, name, desc, itf, "unlocking", null, TraceFormat.SITE_LOCK);
      case "tryLock()Z", "tryLock(JLjava/util/concurrent/TimeUnit;)Z" ->
          wrap(opcode, owner, name, desc, itf, "acquiring", "tried", TraceFormat.SITE_LOCK);
      default -> {
        AtomicAccess a = owner.startsWith("java/util/concurrent/atomic/Atomic")
            ? AtomicAccess.of(name) : AtomicAccess.NONE;
        if (a == AtomicAccess.NONE) {
          plainCall(opcode, owner, name, desc, itf);
        } else {
          wrap(opcode, owner, name, desc, itf, a.reads() ? "syncRead" : null,
              a.writes() ? "syncWrite" : null, TraceFormat.SITE_ATOMIC);
        }
      }
    }
  }

  /**
   * A call the trace does not record. In the deadlock replay, a call of a JDK method (which is
   * never instrumented) at a position of the witness is bracketed by {@code libraryCall} and
   * {@code libraryReturned} (normal return only): lock operations the witness places there
   * happen inside the JDK, where no other hook sees them (see {@code DeadlockReplay}).
   */
  private void plainCall(int opcode, String owner, String name, String desc, boolean itf) {
    int id = Instrumenter.isJdk(owner)
        ? org.petrify.agent.rt.Rec.libraryCallId(ctx.className().replace('/', '.'), methodName,
            line, name) : -1;
    if (id < 0) {
      super.visitMethodInsn(opcode, owner, name, desc, itf);
      return;
    }
    // the call's reference operands (receiver unless uninitialised, reference arguments) go to
    // the hook in an array: the replay may lock them itself (see DeadlockReplay)
    Type[] args = Type.getArgumentTypes(desc);
    int[] slots = spillArguments(args);
    boolean receiver = opcode != Opcodes.INVOKESTATIC && !name.equals("<init>");
    int refs = receiver ? 1 : 0;
    for (Type a : args) {
      refs += a.getSort() == Type.OBJECT || a.getSort() == Type.ARRAY ? 1 : 0;
    }
    if (receiver) {
      super.visitInsn(Opcodes.DUP);
    }
    push(refs);
    super.visitTypeInsn(Opcodes.ANEWARRAY, "java/lang/Object");
    int k = 0;
    if (receiver) {
      super.visitInsn(Opcodes.DUP_X1);
      super.visitInsn(Opcodes.SWAP);
      push(k++);
      super.visitInsn(Opcodes.SWAP);
      super.visitInsn(Opcodes.AASTORE);
    }
    for (int i = 0; i < args.length; i++) {
      if (args[i].getSort() == Type.OBJECT || args[i].getSort() == Type.ARRAY) {
        super.visitInsn(Opcodes.DUP);
        push(k++);
        super.visitVarInsn(Opcodes.ALOAD, slots[i]);
        super.visitInsn(Opcodes.AASTORE);
      }
    }
    push(id);
    hook("libraryCall", "([Ljava/lang/Object;I)V");
    for (int i = 0; i < args.length; i++) {
      super.visitVarInsn(args[i].getOpcode(Opcodes.ILOAD), slots[i]);
    }
    super.visitMethodInsn(opcode, owner, name, desc, itf);
    int sort = Type.getReturnType(desc).getSort();
    if (sort == Type.OBJECT || sort == Type.ARRAY) {
      // the result goes to the hook too: a queue step checks the item it returns
      super.visitInsn(Opcodes.DUP);
      push(id);
      hook("libraryResult", "(Ljava/lang/Object;I)V");
    } else {
      push(id);
      hook("libraryReturned", "(I)V");
    }
  }

  /**
   * Fork/join calls (for the deadlock replay, {@code DeadlockReplay}): before a call that hands
   * tasks to a pool ({@code fork()}, a pool's {@code execute} or {@code submit} of a {@code
   * ForkJoinTask}, the static {@code invokeAll} of two tasks, of an array or of a collection) the
   * hook {@code forking} (or {@code forkingTwo}, {@code forkingAll}) sees the tasks; before a
   * join ({@code join()}, {@code quietlyJoin()}, and every {@code get()} returning an object
   * that is not an atomic's) the hook {@code joining} sees the receiver. The hooks test the
   * objects' types at run time, so a call of the same name and descriptor on another class
   * costs one test. Returns true if the call was hooked (the caller then emits it).
   */
  private boolean forkJoinCall(int opcode, String owner, String name, String desc) {
    String hook;
    String hookDesc = OBJ_INT;
    boolean virtual = opcode == Opcodes.INVOKEVIRTUAL || opcode == Opcodes.INVOKEINTERFACE;
    switch (name + desc) {
      case "fork()Ljava/util/concurrent/ForkJoinTask;",
          "execute(Ljava/util/concurrent/ForkJoinTask;)V",
          "submit(Ljava/util/concurrent/ForkJoinTask;)Ljava/util/concurrent/ForkJoinTask;" -> {
        if (!virtual) {
          return false;
        }
        hook = "forking";
      }
      case "join()Ljava/lang/Object;", "quietlyJoin()V", "get()Ljava/lang/Object;" -> {
        if (!virtual || owner.startsWith("java/util/concurrent/atomic/")) {
          return false;
        }
        hook = "joining";
      }
      case "invokeAll(Ljava/util/concurrent/ForkJoinTask;Ljava/util/concurrent/ForkJoinTask;)V" -> {
        if (opcode != Opcodes.INVOKESTATIC) {
          return false;
        }
        hook = "forkingTwo";
        hookDesc = "(Ljava/lang/Object;Ljava/lang/Object;I)V";
      }
      case "invokeAll([Ljava/util/concurrent/ForkJoinTask;)V",
          "invokeAll(Ljava/util/Collection;)Ljava/util/Collection;" -> {
        if (opcode != Opcodes.INVOKESTATIC) {
          return false;
        }
        hook = "forkingAll";
      }
      default -> {
        return false;
      }
    }
    int s = site(TraceFormat.SITE_THREAD, "", "");
    super.visitInsn(hook.equals("forkingTwo") ? Opcodes.DUP2 : Opcodes.DUP);
    push(s);
    hook(hook, hookDesc);
    return true;
  }

  /** What a method of an {@code java.util.concurrent.atomic} class does to its value. */
  enum AtomicAccess {
    NONE, READ, WRITE, UPDATE;

    boolean reads() {
      return this == READ || this == UPDATE;
    }

    boolean writes() {
      return this == WRITE || this == UPDATE;
    }

    static AtomicAccess of(String method) {
      return switch (method) {
        case "get", "getPlain", "getOpaque", "getAcquire", "intValue", "longValue",
            "floatValue", "doubleValue", "getReference", "getStamp", "isMarked" -> READ;
        case "set", "lazySet", "setPlain", "setOpaque", "setRelease" -> WRITE;
        case "getAndSet", "getAndIncrement", "getAndDecrement", "getAndAdd", "incrementAndGet",
            "decrementAndGet", "addAndGet", "getAndUpdate", "updateAndGet", "getAndAccumulate",
            "accumulateAndGet", "compareAndSet", "weakCompareAndSet", "weakCompareAndSetPlain",
            "weakCompareAndSetVolatile", "weakCompareAndSetAcquire", "weakCompareAndSetRelease",
            "compareAndExchange", "compareAndExchangeAcquire", "compareAndExchangeRelease",
            "getAndBitwiseOr", "getAndBitwiseAnd", "getAndBitwiseXor", "attemptStamp",
            "attemptMark" -> UPDATE;
        default -> NONE;
      };
    }
  }

  /**
   * Stores the call's arguments, from the top of the operand stack, into fresh locals
   * (last first), leaving what lies below them (the receiver, if any) on top; returns each
   * argument's local slot.
   */
  private int[] spillArguments(Type[] args) {
    int[] slots = new int[args.length];
    for (int i = args.length - 1; i >= 0; i--) {
      slots[i] = nextLocal;
      nextLocal += args[i].getSize();
      super.visitVarInsn(args[i].getOpcode(Opcodes.ISTORE), slots[i]);
    }
    return slots;
  }

  /**
   * Emits the call with {@code before(receiver, site)} ahead of it and {@code after} behind it:
   * {@code after(receiver, site)}, or for {@code tried} {@code tried(result, receiver, site)},
   * which returns the result. The arguments are parked in fresh locals so that the receiver can
   * be duplicated.
   */
  private void wrap(int opcode, String owner, String name, String desc, boolean itf,
      String before, String after, int kind) {
    int s = site(kind, "", "");
    Type[] args = Type.getArgumentTypes(desc);
    int[] slots = spillArguments(args);
    if (before != null) {
      super.visitInsn(Opcodes.DUP);
      push(s);
      hook(before, OBJ_INT);
    }
    if (after != null) {
      super.visitInsn(Opcodes.DUP);
    }
    for (int i = 0; i < args.length; i++) {
      super.visitVarInsn(args[i].getOpcode(Opcodes.ILOAD), slots[i]);
    }
    super.visitMethodInsn(opcode, owner, name, desc, itf);
    if (after == null) {
      return;
    }
    Type result = Type.getReturnType(desc);
    if (after.equals("tried")) {
      super.visitInsn(Opcodes.SWAP);
      push(s);
      hook("tried", "(ZLjava/lang/Object;I)Z");
      return;
    }
    switch (result.getSize()) {
      case 0 -> { }
      case 1 -> super.visitInsn(Opcodes.SWAP);
      default -> {
        super.visitInsn(Opcodes.DUP2_X1);
        super.visitInsn(Opcodes.POP2);
      }
    }
    push(s);
    hook(after, OBJ_INT);
  }
}
