main corpus.extra.manythreads.Main.main
counter claims.java.lang.Thread@Main.java:25.0 cap 20 init 0
counter java.util.concurrent.CountDownLatch@Main.java:21.count cap 1 init 1
counter trips.corpus.extra.manythreads.Main.main.18 cap 20 init 0 per-thread
counter trips.corpus.extra.manythreads.Main.main.6 cap 20 init 0 per-thread

proc corpus.extra.manythreads.Main.lambda$main$0[corpus.extra.manythreads.Main.main:25#12] {
  s2: jump s3 s5                         // at corpus.extra.manythreads.Main.lambda$main$0(Main.java:26)
  s3: trydown java.util.concurrent.CountDownLatch@Main.java:21.count 1 else s3_1 // at corpus.extra.manythreads.Main.lambda$main$0(Main.java:27)
  s3_1: skip                             // at corpus.extra.manythreads.Main.lambda$main$0(Main.java:27)
  s3_2: goto exit                        // at corpus.extra.manythreads.Main.lambda$main$0(Main.java:27)
  s5: until java.util.concurrent.CountDownLatch@Main.java:21.count <= 0 // at corpus.extra.manythreads.Main.lambda$main$0(Main.java:30)
}

proc corpus.extra.manythreads.Main.lambda$main$0[corpus.extra.manythreads.Main.main:25#12]#args,p0=0 {
  s5: until java.util.concurrent.CountDownLatch@Main.java:21.count <= 0 // at corpus.extra.manythreads.Main.lambda$main$0(Main.java:30)
}

proc corpus.extra.manythreads.Main.main {
  s6: tryup trips.corpus.extra.manythreads.Main.main.6 1 else s6_2 // at corpus.extra.manythreads.Main.main(Main.java:23)
  s6_1: goto s10                         // at corpus.extra.manythreads.Main.main(Main.java:23)
  s6_2: down trips.corpus.extra.manythreads.Main.main.6 20 // at corpus.extra.manythreads.Main.main(Main.java:23)
  s6_3: goto s18e1                       // at corpus.extra.manythreads.Main.main(Main.java:23)
  s10: write java.lang.Thread[]@Main.java:22[] // at corpus.extra.manythreads.Main.main(Main.java:25)
  s11: read java.lang.Thread[]@Main.java:22[] // at corpus.extra.manythreads.Main.main(Main.java:36)
  s12: fork thread:java.lang.Thread@Main.java:25 java.lang.Thread@Main.java:25 // at corpus.extra.manythreads.Main.main(Main.java:36)
  s12_1: goto s6                         // at corpus.extra.manythreads.Main.main(Main.java:36)
  s18e1: tryup trips.corpus.extra.manythreads.Main.main.18 1 else s18e1_2 // at corpus.extra.manythreads.Main.main(Main.java:38)
  s18e1_1: goto s19e1                    // at corpus.extra.manythreads.Main.main(Main.java:38)
  s18e1_2: down trips.corpus.extra.manythreads.Main.main.18 20 // at corpus.extra.manythreads.Main.main(Main.java:38)
  s18e1_3: goto exit                     // at corpus.extra.manythreads.Main.main(Main.java:38)
  s19e1: read java.lang.Thread[]@Main.java:22[] // at corpus.extra.manythreads.Main.main(Main.java:38)
  s20e1: join java.lang.Thread@Main.java:25 // at corpus.extra.manythreads.Main.main(Main.java:39)
  s20e1_1: goto s18e1                    // at corpus.extra.manythreads.Main.main(Main.java:39)
}

proc thread:java.lang.Thread@Main.java:25 {
  r0_0: tryup claims.java.lang.Thread@Main.java:25.0 1 else plain // at corpus.extra.manythreads.Main.main(Main.java:25)
  c0_0: call corpus.extra.manythreads.Main.lambda$main$0[corpus.extra.manythreads.Main.main:25#12]#args,p0=0 // at corpus.extra.manythreads.Main.main(Main.java:25)
  x0_0: goto exit                        // at corpus.extra.manythreads.Main.main(Main.java:25)
  plain: call corpus.extra.manythreads.Main.lambda$main$0[corpus.extra.manythreads.Main.main:25#12] // at corpus.extra.manythreads.Main.main(Main.java:25)
}
