main corpus.juc.tryacquire.fixed.Main.main
counter java.util.concurrent.Semaphore@Main.java:13[corpus.juc.tryacquire.fixed.Main@Main.java:28].permits limit 3 init 1

proc corpus.juc.tryacquire.fixed.Main.<init>[corpus.juc.tryacquire.fixed.Main@Main.java:28] {
  s4: write corpus.juc.tryacquire.fixed.Main@Main.java:28.limiter // at corpus.juc.tryacquire.fixed.Main.<init>(Main.java:13)
}

proc corpus.juc.tryacquire.fixed.Main.handle[corpus.juc.tryacquire.fixed.Main@Main.java:28] {
  s2: read corpus.juc.tryacquire.fixed.Main@Main.java:28.limiter // at corpus.juc.tryacquire.fixed.Main.handle(Main.java:17)
  s3: trydown java.util.concurrent.Semaphore@Main.java:13[corpus.juc.tryacquire.fixed.Main@Main.java:28].permits 1 else s5 // at corpus.juc.tryacquire.fixed.Main.handle(Main.java:17)
  s3_1: goto s7                          // at corpus.juc.tryacquire.fixed.Main.handle(Main.java:17)
  s5: read corpus.juc.tryacquire.fixed.Main@Main.java:28.limiter // at corpus.juc.tryacquire.fixed.Main.handle(Main.java:18)
  s6: down java.util.concurrent.Semaphore@Main.java:13[corpus.juc.tryacquire.fixed.Main@Main.java:28].permits 1 // at corpus.juc.tryacquire.fixed.Main.handle(Main.java:18)
  s7: read corpus.juc.tryacquire.fixed.Main@Main.java:28.served // at corpus.juc.tryacquire.fixed.Main.handle(Main.java:21)
  s9: write corpus.juc.tryacquire.fixed.Main@Main.java:28.served // at corpus.juc.tryacquire.fixed.Main.handle(Main.java:21)
  s10: read corpus.juc.tryacquire.fixed.Main@Main.java:28.limiter // at corpus.juc.tryacquire.fixed.Main.handle(Main.java:23)
  s11: up java.util.concurrent.Semaphore@Main.java:13[corpus.juc.tryacquire.fixed.Main@Main.java:28].permits 1 // at corpus.juc.tryacquire.fixed.Main.handle(Main.java:23)
}

proc corpus.juc.tryacquire.fixed.Main.lambda$main$0[corpus.juc.tryacquire.fixed.Main.main:37#10] {
  s1: call corpus.juc.tryacquire.fixed.Main.handle[corpus.juc.tryacquire.fixed.Main@Main.java:28] // at corpus.juc.tryacquire.fixed.Main.lambda$main$0(Main.java:31)
  s2: call corpus.juc.tryacquire.fixed.Main.handle[corpus.juc.tryacquire.fixed.Main@Main.java:28] // at corpus.juc.tryacquire.fixed.Main.lambda$main$0(Main.java:32)
}

proc corpus.juc.tryacquire.fixed.Main.main {
  s2: call corpus.juc.tryacquire.fixed.Main.<init>[corpus.juc.tryacquire.fixed.Main@Main.java:28] // at corpus.juc.tryacquire.fixed.Main.main(Main.java:28)
  s10: fork corpus.juc.tryacquire.fixed.Main.lambda$main$0[corpus.juc.tryacquire.fixed.Main.main:37#10] java.lang.Thread@Main.java:37 // at corpus.juc.tryacquire.fixed.Main.main(Main.java:39)
  s11: fork corpus.juc.tryacquire.fixed.Main.lambda$main$0[corpus.juc.tryacquire.fixed.Main.main:37#10] java.lang.Thread@Main.java:38 // at corpus.juc.tryacquire.fixed.Main.main(Main.java:40)
  s12: join java.lang.Thread@Main.java:37 // at corpus.juc.tryacquire.fixed.Main.main(Main.java:41)
  s13: join java.lang.Thread@Main.java:38 // at corpus.juc.tryacquire.fixed.Main.main(Main.java:42)
}
