main corpus.jada.synchmethod.Main.main

proc corpus.jada.synchmethod.Main.<init>[corpus.jada.synchmethod.Main@Main.java:24] {
}

proc corpus.jada.synchmethod.Main.answer[corpus.jada.synchmethod.Main@Main.java:24] {
  sync: acquire corpus.jada.synchmethod.Main@Main.java:24 // at corpus.jada.synchmethod.Main.answer(Main.java:20)
  s1: read corpus.jada.synchmethod.Main@Main.java:24.calls // at corpus.jada.synchmethod.Main.answer(Main.java:20)
  s3: write corpus.jada.synchmethod.Main@Main.java:24.calls // at corpus.jada.synchmethod.Main.answer(Main.java:20)
  ret_0: release corpus.jada.synchmethod.Main@Main.java:24 // at corpus.jada.synchmethod.Main.answer(Main.java:20)
}

proc corpus.jada.synchmethod.Main.answer[corpus.jada.synchmethod.Main@Main.java:25] {
  sync: acquire corpus.jada.synchmethod.Main@Main.java:25 // at corpus.jada.synchmethod.Main.answer(Main.java:20)
  s1: read corpus.jada.synchmethod.Main@Main.java:25.calls // at corpus.jada.synchmethod.Main.answer(Main.java:20)
  s3: write corpus.jada.synchmethod.Main@Main.java:25.calls // at corpus.jada.synchmethod.Main.answer(Main.java:20)
  ret_0: release corpus.jada.synchmethod.Main@Main.java:25 // at corpus.jada.synchmethod.Main.answer(Main.java:20)
}

proc corpus.jada.synchmethod.Main.greet[corpus.jada.synchmethod.Main@Main.java:24] {
  sync: acquire corpus.jada.synchmethod.Main@Main.java:24 // at corpus.jada.synchmethod.Main.greet(Main.java:15)
  s2: read corpus.jada.synchmethod.Main@Main.java:24.calls // at corpus.jada.synchmethod.Main.greet(Main.java:15)
  s4: write corpus.jada.synchmethod.Main@Main.java:24.calls // at corpus.jada.synchmethod.Main.greet(Main.java:15)
  s5: call corpus.jada.synchmethod.Main.answer[corpus.jada.synchmethod.Main@Main.java:25] // at corpus.jada.synchmethod.Main.greet(Main.java:16)
  ret_0: release corpus.jada.synchmethod.Main@Main.java:24 // at corpus.jada.synchmethod.Main.greet(Main.java:15)
}

proc corpus.jada.synchmethod.Main.greet[corpus.jada.synchmethod.Main@Main.java:25] {
  sync: acquire corpus.jada.synchmethod.Main@Main.java:25 // at corpus.jada.synchmethod.Main.greet(Main.java:15)
  s2: read corpus.jada.synchmethod.Main@Main.java:25.calls // at corpus.jada.synchmethod.Main.greet(Main.java:15)
  s4: write corpus.jada.synchmethod.Main@Main.java:25.calls // at corpus.jada.synchmethod.Main.greet(Main.java:15)
  s5: call corpus.jada.synchmethod.Main.answer[corpus.jada.synchmethod.Main@Main.java:24] // at corpus.jada.synchmethod.Main.greet(Main.java:16)
  ret_0: release corpus.jada.synchmethod.Main@Main.java:25 // at corpus.jada.synchmethod.Main.greet(Main.java:15)
}

proc corpus.jada.synchmethod.Main.lambda$main$0[corpus.jada.synchmethod.Main.main:26#10] {
  s2: call corpus.jada.synchmethod.Main.greet[corpus.jada.synchmethod.Main@Main.java:24] // at corpus.jada.synchmethod.Main.lambda$main$0(Main.java:26)
}

proc corpus.jada.synchmethod.Main.lambda$main$1[corpus.jada.synchmethod.Main.main:27#14] {
  s2: call corpus.jada.synchmethod.Main.greet[corpus.jada.synchmethod.Main@Main.java:25] // at corpus.jada.synchmethod.Main.lambda$main$1(Main.java:27)
}

proc corpus.jada.synchmethod.Main.main {
  s2: call corpus.jada.synchmethod.Main.<init>[corpus.jada.synchmethod.Main@Main.java:24] // at corpus.jada.synchmethod.Main.main(Main.java:24)
  s5: call corpus.jada.synchmethod.Main.<init>[corpus.jada.synchmethod.Main@Main.java:24] // at corpus.jada.synchmethod.Main.main(Main.java:25)
  s10: fork corpus.jada.synchmethod.Main.lambda$main$0[corpus.jada.synchmethod.Main.main:26#10] java.lang.Thread@Main.java:26 // at corpus.jada.synchmethod.Main.main(Main.java:26)
  s14: fork corpus.jada.synchmethod.Main.lambda$main$1[corpus.jada.synchmethod.Main.main:27#14] java.lang.Thread@Main.java:27 // at corpus.jada.synchmethod.Main.main(Main.java:27)
}
