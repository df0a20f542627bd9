main corpus.jada.chord.fixed.Main.main

proc corpus.jada.chord.fixed.Main$Node.<init>[corpus.jada.chord.fixed.Main$Node@Main.java:33] {
}

proc corpus.jada.chord.fixed.Main$Node.notifyFrom[corpus.jada.chord.fixed.Main$Node@Main.java:33] {
  sync: acquire corpus.jada.chord.fixed.Main$Node@Main.java:33 // at corpus.jada.chord.fixed.Main$Node.notifyFrom(Main.java:28)
  s2: write corpus.jada.chord.fixed.Main$Node@Main.java:33.predecessor // at corpus.jada.chord.fixed.Main$Node.notifyFrom(Main.java:28)
  ret_0: release corpus.jada.chord.fixed.Main$Node@Main.java:33 // at corpus.jada.chord.fixed.Main$Node.notifyFrom(Main.java:28)
}

proc corpus.jada.chord.fixed.Main$Node.notifyFrom[corpus.jada.chord.fixed.Main$Node@Main.java:34] {
  sync: acquire corpus.jada.chord.fixed.Main$Node@Main.java:34 // at corpus.jada.chord.fixed.Main$Node.notifyFrom(Main.java:28)
  s2: write corpus.jada.chord.fixed.Main$Node@Main.java:34.predecessor // at corpus.jada.chord.fixed.Main$Node.notifyFrom(Main.java:28)
  ret_0: release corpus.jada.chord.fixed.Main$Node@Main.java:34 // at corpus.jada.chord.fixed.Main$Node.notifyFrom(Main.java:28)
}

proc corpus.jada.chord.fixed.Main$Node.notifyFrom[corpus.jada.chord.fixed.Main$Node@Main.java:35] {
  sync: acquire corpus.jada.chord.fixed.Main$Node@Main.java:35 // at corpus.jada.chord.fixed.Main$Node.notifyFrom(Main.java:28)
  s2: write corpus.jada.chord.fixed.Main$Node@Main.java:35.predecessor // at corpus.jada.chord.fixed.Main$Node.notifyFrom(Main.java:28)
  ret_0: release corpus.jada.chord.fixed.Main$Node@Main.java:35 // at corpus.jada.chord.fixed.Main$Node.notifyFrom(Main.java:28)
}

proc corpus.jada.chord.fixed.Main$Node.stabilize[corpus.jada.chord.fixed.Main$Node@Main.java:33] {
  s2: acquire corpus.jada.chord.fixed.Main$Node@Main.java:33 // at corpus.jada.chord.fixed.Main$Node.stabilize(Main.java:21)
  s3: read corpus.jada.chord.fixed.Main$Node@Main.java:33.successor // at corpus.jada.chord.fixed.Main$Node.stabilize(Main.java:22)
  s4: release corpus.jada.chord.fixed.Main$Node@Main.java:33 // at corpus.jada.chord.fixed.Main$Node.stabilize(Main.java:23)
  s10: call corpus.jada.chord.fixed.Main$Node.notifyFrom[corpus.jada.chord.fixed.Main$Node@Main.java:34] // at corpus.jada.chord.fixed.Main$Node.stabilize(Main.java:24)
}

proc corpus.jada.chord.fixed.Main$Node.stabilize[corpus.jada.chord.fixed.Main$Node@Main.java:34] {
  s2: acquire corpus.jada.chord.fixed.Main$Node@Main.java:34 // at corpus.jada.chord.fixed.Main$Node.stabilize(Main.java:21)
  s3: read corpus.jada.chord.fixed.Main$Node@Main.java:34.successor // at corpus.jada.chord.fixed.Main$Node.stabilize(Main.java:22)
  s4: release corpus.jada.chord.fixed.Main$Node@Main.java:34 // at corpus.jada.chord.fixed.Main$Node.stabilize(Main.java:23)
  s10: call corpus.jada.chord.fixed.Main$Node.notifyFrom[corpus.jada.chord.fixed.Main$Node@Main.java:35] // at corpus.jada.chord.fixed.Main$Node.stabilize(Main.java:24)
}

proc corpus.jada.chord.fixed.Main$Node.stabilize[corpus.jada.chord.fixed.Main$Node@Main.java:35] {
  s2: acquire corpus.jada.chord.fixed.Main$Node@Main.java:35 // at corpus.jada.chord.fixed.Main$Node.stabilize(Main.java:21)
  s3: read corpus.jada.chord.fixed.Main$Node@Main.java:35.successor // at corpus.jada.chord.fixed.Main$Node.stabilize(Main.java:22)
  s4: release corpus.jada.chord.fixed.Main$Node@Main.java:35 // at corpus.jada.chord.fixed.Main$Node.stabilize(Main.java:23)
  s10: call corpus.jada.chord.fixed.Main$Node.notifyFrom[corpus.jada.chord.fixed.Main$Node@Main.java:33] // at corpus.jada.chord.fixed.Main$Node.stabilize(Main.java:24)
}

proc corpus.jada.chord.fixed.Main.main {
  s2: call corpus.jada.chord.fixed.Main$Node.<init>[corpus.jada.chord.fixed.Main$Node@Main.java:33] // at corpus.jada.chord.fixed.Main.main(Main.java:33)
  s5: call corpus.jada.chord.fixed.Main$Node.<init>[corpus.jada.chord.fixed.Main$Node@Main.java:33] // at corpus.jada.chord.fixed.Main.main(Main.java:34)
  s8: call corpus.jada.chord.fixed.Main$Node.<init>[corpus.jada.chord.fixed.Main$Node@Main.java:33] // at corpus.jada.chord.fixed.Main.main(Main.java:35)
  s10: write corpus.jada.chord.fixed.Main$Node@Main.java:33.successor // at corpus.jada.chord.fixed.Main.main(Main.java:36)
  s11: write corpus.jada.chord.fixed.Main$Node@Main.java:34.successor // at corpus.jada.chord.fixed.Main.main(Main.java:37)
  s12: write corpus.jada.chord.fixed.Main$Node@Main.java:35.successor // at corpus.jada.chord.fixed.Main.main(Main.java:38)
  s17: fork corpus.jada.chord.fixed.Main$Node.stabilize[corpus.jada.chord.fixed.Main$Node@Main.java:33] java.lang.Thread@Main.java:39 // at corpus.jada.chord.fixed.Main.main(Main.java:39)
  s22: fork corpus.jada.chord.fixed.Main$Node.stabilize[corpus.jada.chord.fixed.Main$Node@Main.java:34] java.lang.Thread@Main.java:40 // at corpus.jada.chord.fixed.Main.main(Main.java:40)
  s27: fork corpus.jada.chord.fixed.Main$Node.stabilize[corpus.jada.chord.fixed.Main$Node@Main.java:35] java.lang.Thread@Main.java:41 // at corpus.jada.chord.fixed.Main.main(Main.java:41)
}
