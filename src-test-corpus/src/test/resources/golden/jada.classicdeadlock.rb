main corpus.jada.classicdeadlock.Main.main

proc corpus.jada.classicdeadlock.Main$First.<init>[corpus.jada.classicdeadlock.Main$First@Main.java:59] {
  s4: write corpus.jada.classicdeadlock.Main$First@Main.java:59.a // at corpus.jada.classicdeadlock.Main$First.<init>(Main.java:21)
  s5: write corpus.jada.classicdeadlock.Main$First@Main.java:59.b // at corpus.jada.classicdeadlock.Main$First.<init>(Main.java:22)
}

proc corpus.jada.classicdeadlock.Main$First.run[corpus.jada.classicdeadlock.Main$First@Main.java:59] {
  s1: read corpus.jada.classicdeadlock.Main$First@Main.java:59.a // at corpus.jada.classicdeadlock.Main$First.run(Main.java:27)
  s2: acquire corpus.jada.classicdeadlock.Main$Resource@Main.java:57 // at corpus.jada.classicdeadlock.Main$First.run(Main.java:27)
  s3: read corpus.jada.classicdeadlock.Main$First@Main.java:59.a // at corpus.jada.classicdeadlock.Main$First.run(Main.java:28)
  s4: read corpus.jada.classicdeadlock.Main$Resource@Main.java:57.uses // at corpus.jada.classicdeadlock.Main$First.run(Main.java:28)
  s6: write corpus.jada.classicdeadlock.Main$Resource@Main.java:57.uses // at corpus.jada.classicdeadlock.Main$First.run(Main.java:28)
  s7: read corpus.jada.classicdeadlock.Main$First@Main.java:59.b // at corpus.jada.classicdeadlock.Main$First.run(Main.java:29)
  s8: acquire corpus.jada.classicdeadlock.Main$Resource@Main.java:58 // at corpus.jada.classicdeadlock.Main$First.run(Main.java:29)
  s9: read corpus.jada.classicdeadlock.Main$First@Main.java:59.b // at corpus.jada.classicdeadlock.Main$First.run(Main.java:30)
  s10: read corpus.jada.classicdeadlock.Main$Resource@Main.java:58.uses // at corpus.jada.classicdeadlock.Main$First.run(Main.java:30)
  s12: write corpus.jada.classicdeadlock.Main$Resource@Main.java:58.uses // at corpus.jada.classicdeadlock.Main$First.run(Main.java:30)
  s13: release corpus.jada.classicdeadlock.Main$Resource@Main.java:58 // at corpus.jada.classicdeadlock.Main$First.run(Main.java:31)
  s23: release corpus.jada.classicdeadlock.Main$Resource@Main.java:57 // at corpus.jada.classicdeadlock.Main$First.run(Main.java:32)
}

proc corpus.jada.classicdeadlock.Main$Resource.<init>[corpus.jada.classicdeadlock.Main$Resource@Main.java:57] {
}

proc corpus.jada.classicdeadlock.Main$Second.<init>[corpus.jada.classicdeadlock.Main$Second@Main.java:60] {
  s4: write corpus.jada.classicdeadlock.Main$Second@Main.java:60.a // at corpus.jada.classicdeadlock.Main$Second.<init>(Main.java:41)
  s5: write corpus.jada.classicdeadlock.Main$Second@Main.java:60.b // at corpus.jada.classicdeadlock.Main$Second.<init>(Main.java:42)
}

proc corpus.jada.classicdeadlock.Main$Second.run[corpus.jada.classicdeadlock.Main$Second@Main.java:60] {
  s1: read corpus.jada.classicdeadlock.Main$Second@Main.java:60.b // at corpus.jada.classicdeadlock.Main$Second.run(Main.java:47)
  s2: acquire corpus.jada.classicdeadlock.Main$Resource@Main.java:58 // at corpus.jada.classicdeadlock.Main$Second.run(Main.java:47)
  s3: read corpus.jada.classicdeadlock.Main$Second@Main.java:60.b // at corpus.jada.classicdeadlock.Main$Second.run(Main.java:48)
  s4: read corpus.jada.classicdeadlock.Main$Resource@Main.java:58.uses // at corpus.jada.classicdeadlock.Main$Second.run(Main.java:48)
  s6: write corpus.jada.classicdeadlock.Main$Resource@Main.java:58.uses // at corpus.jada.classicdeadlock.Main$Second.run(Main.java:48)
  s7: read corpus.jada.classicdeadlock.Main$Second@Main.java:60.a // at corpus.jada.classicdeadlock.Main$Second.run(Main.java:49)
  s8: acquire corpus.jada.classicdeadlock.Main$Resource@Main.java:57 // at corpus.jada.classicdeadlock.Main$Second.run(Main.java:49)
  s9: read corpus.jada.classicdeadlock.Main$Second@Main.java:60.a // at corpus.jada.classicdeadlock.Main$Second.run(Main.java:50)
  s10: read corpus.jada.classicdeadlock.Main$Resource@Main.java:57.uses // at corpus.jada.classicdeadlock.Main$Second.run(Main.java:50)
  s12: write corpus.jada.classicdeadlock.Main$Resource@Main.java:57.uses // at corpus.jada.classicdeadlock.Main$Second.run(Main.java:50)
  s13: release corpus.jada.classicdeadlock.Main$Resource@Main.java:57 // at corpus.jada.classicdeadlock.Main$Second.run(Main.java:51)
  s23: release corpus.jada.classicdeadlock.Main$Resource@Main.java:58 // at corpus.jada.classicdeadlock.Main$Second.run(Main.java:52)
}

proc corpus.jada.classicdeadlock.Main.main {
  s2: call corpus.jada.classicdeadlock.Main$Resource.<init>[corpus.jada.classicdeadlock.Main$Resource@Main.java:57] // at corpus.jada.classicdeadlock.Main.main(Main.java:57)
  s5: call corpus.jada.classicdeadlock.Main$Resource.<init>[corpus.jada.classicdeadlock.Main$Resource@Main.java:57] // at corpus.jada.classicdeadlock.Main.main(Main.java:58)
  s8: call corpus.jada.classicdeadlock.Main$First.<init>[corpus.jada.classicdeadlock.Main$First@Main.java:59] // at corpus.jada.classicdeadlock.Main.main(Main.java:59)
  s9: fork corpus.jada.classicdeadlock.Main$First.run[corpus.jada.classicdeadlock.Main$First@Main.java:59] corpus.jada.classicdeadlock.Main$First@Main.java:59 // at corpus.jada.classicdeadlock.Main.main(Main.java:59)
  s11: call corpus.jada.classicdeadlock.Main$Second.<init>[corpus.jada.classicdeadlock.Main$Second@Main.java:60] // at corpus.jada.classicdeadlock.Main.main(Main.java:60)
  s12: fork corpus.jada.classicdeadlock.Main$Second.run[corpus.jada.classicdeadlock.Main$Second@Main.java:60] corpus.jada.classicdeadlock.Main$Second@Main.java:60 // at corpus.jada.classicdeadlock.Main.main(Main.java:60)
}
