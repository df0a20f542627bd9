main entry
counter java.util.concurrent.ArrayBlockingQueue@Main.java:17.items cap 1 init 0

proc corpus.juc.queue.Main.<clinit> {
  s3: write corpus.juc.queue.Main.jobs   // at corpus.juc.queue.Main.<clinit>(Main.java:17)
}

proc corpus.juc.queue.Main.lambda$main$0[corpus.juc.queue.Main.main:20#9] {
  s2e1: read corpus.juc.queue.Main.jobs  // at corpus.juc.queue.Main.lambda$main$0(Main.java:23)
  s4e1: up java.util.concurrent.ArrayBlockingQueue@Main.java:17.items 1 // at corpus.juc.queue.Main.lambda$main$0(Main.java:23)
  s14e2: read corpus.juc.queue.Main.jobs // at corpus.juc.queue.Main.lambda$main$0(Main.java:23)
  s16e2: up java.util.concurrent.ArrayBlockingQueue@Main.java:17.items 1 // at corpus.juc.queue.Main.lambda$main$0(Main.java:23)
  s20e3: read corpus.juc.queue.Main.jobs // at corpus.juc.queue.Main.lambda$main$0(Main.java:23)
  s22e3: up java.util.concurrent.ArrayBlockingQueue@Main.java:17.items 1 // at corpus.juc.queue.Main.lambda$main$0(Main.java:23)
}

proc corpus.juc.queue.Main.lambda$main$1 {
  s0: read corpus.juc.queue.Main.jobs    // at corpus.juc.queue.Main.lambda$main$1(Main.java:31)
  s1: down java.util.concurrent.ArrayBlockingQueue@Main.java:17.items 1 // at corpus.juc.queue.Main.lambda$main$1(Main.java:31)
  s3: read java.lang.System.out          // at corpus.juc.queue.Main.lambda$main$1(Main.java:32)
}

proc corpus.juc.queue.Main.main {
  s9: fork corpus.juc.queue.Main.lambda$main$0[corpus.juc.queue.Main.main:20#9] java.lang.Thread@Main.java:20 // at corpus.juc.queue.Main.main(Main.java:37)
  s10: fork corpus.juc.queue.Main.lambda$main$1 java.lang.Thread@Main.java:29 // at corpus.juc.queue.Main.main(Main.java:38)
  s11: join java.lang.Thread@Main.java:20 // at corpus.juc.queue.Main.main(Main.java:39)
  s12: join java.lang.Thread@Main.java:29 // at corpus.juc.queue.Main.main(Main.java:40)
}

proc entry {
  init0: call corpus.juc.queue.Main.<clinit> // at corpus.juc.queue.Main.main(Main.java:20)
  main: call corpus.juc.queue.Main.main  // at corpus.juc.queue.Main.main(Main.java:20)
}
