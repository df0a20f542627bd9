main entry
counter java.util.concurrent.ArrayBlockingQueue@Main.java:13.items cap 1 init 0

proc corpus.juc.queue.fixed.Main.<clinit> {
  s3: write corpus.juc.queue.fixed.Main.jobs // at corpus.juc.queue.fixed.Main.<clinit>(Main.java:13)
}

proc corpus.juc.queue.fixed.Main.lambda$main$0[corpus.juc.queue.fixed.Main.main:16#9] {
  s2e1: read corpus.juc.queue.fixed.Main.jobs // at corpus.juc.queue.fixed.Main.lambda$main$0(Main.java:19)
  s4e1: up java.util.concurrent.ArrayBlockingQueue@Main.java:13.items 1 // at corpus.juc.queue.fixed.Main.lambda$main$0(Main.java:19)
  s14e2: read corpus.juc.queue.fixed.Main.jobs // at corpus.juc.queue.fixed.Main.lambda$main$0(Main.java:19)
  s16e2: up java.util.concurrent.ArrayBlockingQueue@Main.java:13.items 1 // at corpus.juc.queue.fixed.Main.lambda$main$0(Main.java:19)
  s20e3: read corpus.juc.queue.fixed.Main.jobs // at corpus.juc.queue.fixed.Main.lambda$main$0(Main.java:19)
  s22e3: up java.util.concurrent.ArrayBlockingQueue@Main.java:13.items 1 // at corpus.juc.queue.fixed.Main.lambda$main$0(Main.java:19)
}

proc corpus.juc.queue.fixed.Main.lambda$main$1 {
  s2e1: read java.lang.System.out        // at corpus.juc.queue.fixed.Main.lambda$main$1(Main.java:28)
  s3e1: read corpus.juc.queue.fixed.Main.jobs // at corpus.juc.queue.fixed.Main.lambda$main$1(Main.java:28)
  s4e1: down java.util.concurrent.ArrayBlockingQueue@Main.java:13.items 1 // at corpus.juc.queue.fixed.Main.lambda$main$1(Main.java:28)
  s16e2: read java.lang.System.out       // at corpus.juc.queue.fixed.Main.lambda$main$1(Main.java:28)
  s17e2: read corpus.juc.queue.fixed.Main.jobs // at corpus.juc.queue.fixed.Main.lambda$main$1(Main.java:28)
  s18e2: down java.util.concurrent.ArrayBlockingQueue@Main.java:13.items 1 // at corpus.juc.queue.fixed.Main.lambda$main$1(Main.java:28)
  s24e3: read java.lang.System.out       // at corpus.juc.queue.fixed.Main.lambda$main$1(Main.java:28)
  s25e3: read corpus.juc.queue.fixed.Main.jobs // at corpus.juc.queue.fixed.Main.lambda$main$1(Main.java:28)
  s26e3: down java.util.concurrent.ArrayBlockingQueue@Main.java:13.items 1 // at corpus.juc.queue.fixed.Main.lambda$main$1(Main.java:28)
}

proc corpus.juc.queue.fixed.Main.main {
  s9: fork corpus.juc.queue.fixed.Main.lambda$main$0[corpus.juc.queue.fixed.Main.main:16#9] java.lang.Thread@Main.java:16 // at corpus.juc.queue.fixed.Main.main(Main.java:34)
  s10: fork corpus.juc.queue.fixed.Main.lambda$main$1 java.lang.Thread@Main.java:25 // at corpus.juc.queue.fixed.Main.main(Main.java:35)
  s11: join java.lang.Thread@Main.java:16 // at corpus.juc.queue.fixed.Main.main(Main.java:36)
  s12: join java.lang.Thread@Main.java:25 // at corpus.juc.queue.fixed.Main.main(Main.java:37)
}

proc entry {
  init0: call corpus.juc.queue.fixed.Main.<clinit> // at corpus.juc.queue.fixed.Main.main(Main.java:16)
  main: call corpus.juc.queue.fixed.Main.main // at corpus.juc.queue.fixed.Main.main(Main.java:16)
}
