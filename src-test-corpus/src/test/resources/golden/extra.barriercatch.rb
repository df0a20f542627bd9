main corpus.extra.barriercatch.Main.main
counter java.util.concurrent.CyclicBarrier@Main.java:26.arrived cap 3 init 0
counter java.util.concurrent.CyclicBarrier@Main.java:26.left cap 3 init 0

proc corpus.extra.barriercatch.Main.arrive[corpus.extra.barriercatch.Main.lambda$main$0:27#1,corpus.extra.barriercatch.Main.main:27#8] {
  s1: up java.util.concurrent.CyclicBarrier@Main.java:26.arrived 1 // at corpus.extra.barriercatch.Main.arrive(Main.java:19)
  s1_1: until java.util.concurrent.CyclicBarrier@Main.java:26.arrived >= 3 // at corpus.extra.barriercatch.Main.arrive(Main.java:19)
  s1_2: up java.util.concurrent.CyclicBarrier@Main.java:26.left 1 // at corpus.extra.barriercatch.Main.arrive(Main.java:19)
  s1_3: trydown java.util.concurrent.CyclicBarrier@Main.java:26.left 3 else s1_5 // at corpus.extra.barriercatch.Main.arrive(Main.java:19)
  s1_4: down java.util.concurrent.CyclicBarrier@Main.java:26.arrived 3 // at corpus.extra.barriercatch.Main.arrive(Main.java:19)
  s1_5: skip                             // at corpus.extra.barriercatch.Main.arrive(Main.java:19)
}

proc corpus.extra.barriercatch.Main.lambda$main$0[corpus.extra.barriercatch.Main.main:27#8] {
  s1: call corpus.extra.barriercatch.Main.arrive[corpus.extra.barriercatch.Main.lambda$main$0:27#1,corpus.extra.barriercatch.Main.main:27#8] // at corpus.extra.barriercatch.Main.lambda$main$0(Main.java:27)
}

proc corpus.extra.barriercatch.Main.main {
  s8: fork corpus.extra.barriercatch.Main.lambda$main$0[corpus.extra.barriercatch.Main.main:27#8] java.lang.Thread@Main.java:27 // at corpus.extra.barriercatch.Main.main(Main.java:28)
  s9: call corpus.extra.barriercatch.Main.arrive[corpus.extra.barriercatch.Main.lambda$main$0:27#1,corpus.extra.barriercatch.Main.main:27#8] // at corpus.extra.barriercatch.Main.main(Main.java:29)
  s10: join java.lang.Thread@Main.java:27 // at corpus.extra.barriercatch.Main.main(Main.java:30)
}
