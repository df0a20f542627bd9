main corpus.jada.chord.Main.main

proc corpus.jada.chord.Main$Node.<init>[corpus.jada.chord.Main$Node@Main.java:29] {
}

proc corpus.jada.chord.Main$Node.notifyFrom[corpus.jada.chord.Main$Node@Main.java:29] {
  sync: acquire corpus.jada.chord.Main$Node@Main.java:29 // at corpus.jada.chord.Main$Node.notifyFrom(Main.java:24)
  s2: write corpus.jada.chord.Main$Node@Main.java:29.predecessor // at corpus.jada.chord.Main$Node.notifyFrom(Main.java:24)
  ret_0: release corpus.jada.chord.Main$Node@Main.java:29 // at corpus.jada.chord.Main$Node.notifyFrom(Main.java:24)
}

proc corpus.jada.chord.Main$Node.notifyFrom[corpus.jada.chord.Main$Node@Main.java:30] {
  sync: acquire corpus.jada.chord.Main$Node@Main.java:30 // at corpus.jada.chord.Main$Node.notifyFrom(Main.java:24)
  s2: write corpus.jada.chord.Main$Node@Main.java:30.predecessor // at corpus.jada.chord.Main$Node.notifyFrom(Main.java:24)
  ret_0: release corpus.jada.chord.Main$Node@Main.java:30 // at corpus.jada.chord.Main$Node.notifyFrom(Main.java:24)
}

proc corpus.jada.chord.Main$Node.notifyFrom[corpus.jada.chord.Main$Node@Main.java:31] {
  sync: acquire corpus.jada.chord.Main$Node@Main.java:31 // at corpus.jada.chord.Main$Node.notifyFrom(Main.java:24)
  s2: write corpus.jada.chord.Main$Node@Main.java:31.predecessor // at corpus.jada.chord.Main$Node.notifyFrom(Main.java:24)
  ret_0: release corpus.jada.chord.Main$Node@Main.java:31 // at corpus.jada.chord.Main$Node.notifyFrom(Main.java:24)
}

proc corpus.jada.chord.Main$Node.stabilize[corpus.jada.chord.Main$Node@Main.java:29] {
  sync: acquire corpus.jada.chord.Main$Node@Main.java:29 // at corpus.jada.chord.Main$Node.stabilize(Main.java:20)
  s1: read corpus.jada.chord.Main$Node@Main.java:29.successor // at corpus.jada.chord.Main$Node.stabilize(Main.java:20)
  s2: call corpus.jada.chord.Main$Node.notifyFrom[corpus.jada.chord.Main$Node@Main.java:30] // at corpus.jada.chord.Main$Node.stabilize(Main.java:20)
  ret_0: release corpus.jada.chord.Main$Node@Main.java:29 // at corpus.jada.chord.Main$Node.stabilize(Main.java:20)
}

proc corpus.jada.chord.Main$Node.stabilize[corpus.jada.chord.Main$Node@Main.java:30] {
  sync: acquire corpus.jada.chord.Main$Node@Main.java:30 // at corpus.jada.chord.Main$Node.stabilize(Main.java:20)
  s1: read corpus.jada.chord.Main$Node@Main.java:30.successor // at corpus.jada.chord.Main$Node.stabilize(Main.java:20)
  s2: call corpus.jada.chord.Main$Node.notifyFrom[corpus.jada.chord.Main$Node@Main.java:31] // at corpus.jada.chord.Main$Node.stabilize(Main.java:20)
  ret_0: release corpus.jada.chord.Main$Node@Main.java:30 // at corpus.jada.chord.Main$Node.stabilize(Main.java:20)
}

proc corpus.jada.chord.Main$Node.stabilize[corpus.jada.chord.Main$Node@Main.java:31] {
  sync: acquire corpus.jada.chord.Main$Node@Main.java:31 // at corpus.jada.chord.Main$Node.stabilize(Main.java:20)
  s1: read corpus.jada.chord.Main$Node@Main.java:31.successor // at corpus.jada.chord.Main$Node.stabilize(Main.java:20)
  s2: call corpus.jada.chord.Main$Node.notifyFrom[corpus.jada.chord.Main$Node@Main.java:29] // at corpus.jada.chord.Main$Node.stabilize(Main.java:20)
  ret_0: release corpus.jada.chord.Main$Node@Main.java:31 // at corpus.jada.chord.Main$Node.stabilize(Main.java:20)
}

proc corpus.jada.chord.Main.main {
  s2: call corpus.jada.chord.Main$Node.<init>[corpus.jada.chord.Main$Node@Main.java:29] // at corpus.jada.chord.Main.main(Main.java:29)
  s5: call corpus.jada.chord.Main$Node.<init>[corpus.jada.chord.Main$Node@Main.java:29] // at corpus.jada.chord.Main.main(Main.java:30)
  s8: call corpus.jada.chord.Main$Node.<init>[corpus.jada.chord.Main$Node@Main.java:29] // at corpus.jada.chord.Main.main(Main.java:31)
  s10: write corpus.jada.chord.Main$Node@Main.java:29.successor // at corpus.jada.chord.Main.main(Main.java:32)
  s11: write corpus.jada.chord.Main$Node@Main.java:30.successor // at corpus.jada.chord.Main.main(Main.java:33)
  s12: write corpus.jada.chord.Main$Node@Main.java:31.successor // at corpus.jada.chord.Main.main(Main.java:34)
  s17: fork corpus.jada.chord.Main$Node.stabilize[corpus.jada.chord.Main$Node@Main.java:29] java.lang.Thread@Main.java:35 // at corpus.jada.chord.Main.main(Main.java:35)
  s22: fork corpus.jada.chord.Main$Node.stabilize[corpus.jada.chord.Main$Node@Main.java:30] java.lang.Thread@Main.java:36 // at corpus.jada.chord.Main.main(Main.java:36)
  s27: fork corpus.jada.chord.Main$Node.stabilize[corpus.jada.chord.Main$Node@Main.java:31] java.lang.Thread@Main.java:37 // at corpus.jada.chord.Main.main(Main.java:37)
}
