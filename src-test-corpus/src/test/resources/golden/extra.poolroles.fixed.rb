main corpus.extra.poolroles.fixed.Main.main
counter java.util.concurrent.CountDownLatch@Main.java:28.count cap 2 init 2
counter java.util.concurrent.ExecutorService@Main.java:27.workers cap 4 init 4
counter jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:27 cap 1 init 0
counter jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:27 cap 1 init 0

proc corpus.extra.poolroles.fixed.Main.lambda$main$0[corpus.extra.poolroles.fixed.Main.main:32#40] {
  s2: jump s3 s6                         // at corpus.extra.poolroles.fixed.Main.lambda$main$0(Main.java:33)
  s3: call corpus.extra.poolroles.fixed.Main.load[corpus.extra.poolroles.fixed.Main.lambda$main$0:34#3,corpus.extra.poolroles.fixed.Main.main:32#40] // at corpus.extra.poolroles.fixed.Main.lambda$main$0(Main.java:34)
  s4: trydown java.util.concurrent.CountDownLatch@Main.java:28.count 1 else s4_1 // at corpus.extra.poolroles.fixed.Main.lambda$main$0(Main.java:35)
  s4_1: skip                             // at corpus.extra.poolroles.fixed.Main.lambda$main$0(Main.java:35)
  s4_2: goto exit                        // at corpus.extra.poolroles.fixed.Main.lambda$main$0(Main.java:35)
  s6: until java.util.concurrent.CountDownLatch@Main.java:28.count <= 0 // at corpus.extra.poolroles.fixed.Main.lambda$main$0(Main.java:38)
}

proc corpus.extra.poolroles.fixed.Main.lambda$main$0[corpus.extra.poolroles.fixed.Main.main:32#40]#args,p0=1 {
  s0: goto s3e1                          // at corpus.extra.poolroles.fixed.Main.lambda$main$0(Main.java:33)
  s4: trydown java.util.concurrent.CountDownLatch@Main.java:28.count 1 else s4_1 // at corpus.extra.poolroles.fixed.Main.lambda$main$0(Main.java:35)
  s4_1: skip                             // at corpus.extra.poolroles.fixed.Main.lambda$main$0(Main.java:35)
  s4_2: goto exit                        // at corpus.extra.poolroles.fixed.Main.lambda$main$0(Main.java:35)
  s3e1: call corpus.extra.poolroles.fixed.Main.load[corpus.extra.poolroles.fixed.Main.lambda$main$0:34#3,corpus.extra.poolroles.fixed.Main.main:32#40] // at corpus.extra.poolroles.fixed.Main.lambda$main$0(Main.java:34)
  s3e1_1: goto s4                        // at corpus.extra.poolroles.fixed.Main.lambda$main$0(Main.java:34)
}

proc corpus.extra.poolroles.fixed.Main.lambda$main$0[corpus.extra.poolroles.fixed.Main.main:32#46]#args,p0=2 {
  s6: until java.util.concurrent.CountDownLatch@Main.java:28.count <= 0 // at corpus.extra.poolroles.fixed.Main.lambda$main$0(Main.java:38)
}

proc corpus.extra.poolroles.fixed.Main.load[corpus.extra.poolroles.fixed.Main.lambda$main$0:34#3,corpus.extra.poolroles.fixed.Main.main:32#40] {
  s1: read java.lang.System.out          // at corpus.extra.poolroles.fixed.Main.load(Main.java:23)
}

proc corpus.extra.poolroles.fixed.Main.main {
  s0: goto s9e1                          // at corpus.extra.poolroles.fixed.Main.main(Main.java:27)
  s21_1: tryup jvm.shutDown@java.util.concurrent.ExecutorService@Main.java:27 1 else s21 // at corpus.extra.poolroles.fixed.Main.main(Main.java:48)
  s21: skip                              // at corpus.extra.poolroles.fixed.Main.main(Main.java:48)
  s21_2: goto exit                       // at corpus.extra.poolroles.fixed.Main.main(Main.java:48)
  s9e1: fork thread:java.lang.Thread@Main.java:32 java.lang.Thread@Main.java:32 // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  s10e1: write java.util.concurrent.Future[]@Main.java:29[0] // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  s40e2: fork thread:java.lang.Thread@Main.java:32#2 java.lang.Thread@Main.java:32#2 // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  s41e2: write java.util.concurrent.Future[]@Main.java:29[1] // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  s46e3: fork thread:java.lang.Thread@Main.java:32#3 java.lang.Thread@Main.java:32#3 // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  s47e3: write java.util.concurrent.Future[]@Main.java:29[2] // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  s52e4: fork thread:java.lang.Thread@Main.java:32#4 java.lang.Thread@Main.java:32#4 // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  s53e4: write java.util.concurrent.Future[]@Main.java:29[3] // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  s17e7: read java.util.concurrent.Future[]@Main.java:29[0] // at corpus.extra.poolroles.fixed.Main.main(Main.java:45)
  s18e7: join java.lang.Thread@Main.java:32 // at corpus.extra.poolroles.fixed.Main.main(Main.java:46)
  s24e8: read java.util.concurrent.Future[]@Main.java:29[1] // at corpus.extra.poolroles.fixed.Main.main(Main.java:45)
  s25e8: join java.lang.Thread@Main.java:32#2 // at corpus.extra.poolroles.fixed.Main.main(Main.java:46)
  s29e9: read java.util.concurrent.Future[]@Main.java:29[2] // at corpus.extra.poolroles.fixed.Main.main(Main.java:45)
  s30e9: join java.lang.Thread@Main.java:32#3 // at corpus.extra.poolroles.fixed.Main.main(Main.java:46)
  s34e11: read java.util.concurrent.Future[]@Main.java:29[3] // at corpus.extra.poolroles.fixed.Main.main(Main.java:45)
  s35e11: join java.lang.Thread@Main.java:32#4 // at corpus.extra.poolroles.fixed.Main.main(Main.java:46)
  s35e11_1: goto s21_1                   // at corpus.extra.poolroles.fixed.Main.main(Main.java:46)
}

proc thread:java.lang.Thread@Main.java:32 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:27 1 else t0 // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  t0: skip                               // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  w0: down java.util.concurrent.ExecutorService@Main.java:27.workers 1 // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  c0: call corpus.extra.poolroles.fixed.Main.lambda$main$0[corpus.extra.poolroles.fixed.Main.main:32#40]#args,p0=1 // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  u0: up java.util.concurrent.ExecutorService@Main.java:27.workers 1 // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
}

proc thread:java.lang.Thread@Main.java:32#2 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:27 1 else t0 // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  t0: skip                               // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  w0: down java.util.concurrent.ExecutorService@Main.java:27.workers 1 // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  c0: call corpus.extra.poolroles.fixed.Main.lambda$main$0[corpus.extra.poolroles.fixed.Main.main:32#40]#args,p0=1 // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  u0: up java.util.concurrent.ExecutorService@Main.java:27.workers 1 // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
}

proc thread:java.lang.Thread@Main.java:32#3 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:27 1 else t0 // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  t0: skip                               // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  w0: down java.util.concurrent.ExecutorService@Main.java:27.workers 1 // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  c0: call corpus.extra.poolroles.fixed.Main.lambda$main$0[corpus.extra.poolroles.fixed.Main.main:32#46]#args,p0=2 // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  u0: up java.util.concurrent.ExecutorService@Main.java:27.workers 1 // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
}

proc thread:java.lang.Thread@Main.java:32#4 {
  t1: tryup jvm.keptAlive@java.util.concurrent.ExecutorService@Main.java:27 1 else t0 // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  t0: skip                               // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  w0: down java.util.concurrent.ExecutorService@Main.java:27.workers 1 // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  c0: call corpus.extra.poolroles.fixed.Main.lambda$main$0[corpus.extra.poolroles.fixed.Main.main:32#46]#args,p0=2 // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
  u0: up java.util.concurrent.ExecutorService@Main.java:27.workers 1 // at corpus.extra.poolroles.fixed.Main.main(Main.java:32)
}
