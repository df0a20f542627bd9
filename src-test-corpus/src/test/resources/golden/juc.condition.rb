main entry

proc corpus.juc.condition.Main.<clinit> {
  s2: write corpus.juc.condition.Main.lock // at corpus.juc.condition.Main.<clinit>(Main.java:17)
  s3: read corpus.juc.condition.Main.lock // at corpus.juc.condition.Main.<clinit>(Main.java:18)
  s5: write corpus.juc.condition.Main.started // at corpus.juc.condition.Main.<clinit>(Main.java:18)
}

proc corpus.juc.condition.Main.lambda$main$0 {
  s0: read corpus.juc.condition.Main.lock // at corpus.juc.condition.Main.lambda$main$0(Main.java:22)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:17 // at corpus.juc.condition.Main.lambda$main$0(Main.java:22)
  s2: read corpus.juc.condition.Main.started // at corpus.juc.condition.Main.lambda$main$0(Main.java:24)
  s3: await java.util.concurrent.locks.Condition@Main.java:18 on java.util.concurrent.locks.ReentrantLock@Main.java:17 // at corpus.juc.condition.Main.lambda$main$0(Main.java:24)
  s4: read corpus.juc.condition.Main.lock // at corpus.juc.condition.Main.lambda$main$0(Main.java:28)
  s5: release java.util.concurrent.locks.ReentrantLock@Main.java:17 // at corpus.juc.condition.Main.lambda$main$0(Main.java:28)
}

proc corpus.juc.condition.Main.lambda$main$1 {
  s0: read corpus.juc.condition.Main.lock // at corpus.juc.condition.Main.lambda$main$1(Main.java:32)
  s1: acquire java.util.concurrent.locks.ReentrantLock@Main.java:17 // at corpus.juc.condition.Main.lambda$main$1(Main.java:32)
  s2: read corpus.juc.condition.Main.started // at corpus.juc.condition.Main.lambda$main$1(Main.java:34)
  s3: signal java.util.concurrent.locks.Condition@Main.java:18 on java.util.concurrent.locks.ReentrantLock@Main.java:17 // at corpus.juc.condition.Main.lambda$main$1(Main.java:34)
  s4: read corpus.juc.condition.Main.lock // at corpus.juc.condition.Main.lambda$main$1(Main.java:36)
  s5: release java.util.concurrent.locks.ReentrantLock@Main.java:17 // at corpus.juc.condition.Main.lambda$main$1(Main.java:36)
}

proc corpus.juc.condition.Main.main {
  s9: fork corpus.juc.condition.Main.lambda$main$0 java.lang.Thread@Main.java:21 // at corpus.juc.condition.Main.main(Main.java:39)
  s10: fork corpus.juc.condition.Main.lambda$main$1 java.lang.Thread@Main.java:31 // at corpus.juc.condition.Main.main(Main.java:40)
  s11: join java.lang.Thread@Main.java:21 // at corpus.juc.condition.Main.main(Main.java:41)
  s12: join java.lang.Thread@Main.java:31 // at corpus.juc.condition.Main.main(Main.java:42)
}

proc entry {
  init0: call corpus.juc.condition.Main.<clinit> // at corpus.juc.condition.Main.main(Main.java:21)
  main: call corpus.juc.condition.Main.main // at corpus.juc.condition.Main.main(Main.java:21)
}
