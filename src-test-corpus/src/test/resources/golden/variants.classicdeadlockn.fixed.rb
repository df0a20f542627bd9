main corpus.variants.classicdeadlockn.fixed.Main.main

proc corpus.variants.classicdeadlockn.fixed.Main$Worker.<init>[corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:40] {
  s4: write corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:40.mine // at corpus.variants.classicdeadlockn.fixed.Main$Worker.<init>(Main.java:21)
  s5: write corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:40.next // at corpus.variants.classicdeadlockn.fixed.Main$Worker.<init>(Main.java:22)
}

proc corpus.variants.classicdeadlockn.fixed.Main$Worker.<init>[corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:41] {
  s4: write corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:41.mine // at corpus.variants.classicdeadlockn.fixed.Main$Worker.<init>(Main.java:21)
  s5: write corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:41.next // at corpus.variants.classicdeadlockn.fixed.Main$Worker.<init>(Main.java:22)
}

proc corpus.variants.classicdeadlockn.fixed.Main$Worker.<init>[corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:42] {
  s4: write corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:42.mine // at corpus.variants.classicdeadlockn.fixed.Main$Worker.<init>(Main.java:21)
  s5: write corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:42.next // at corpus.variants.classicdeadlockn.fixed.Main$Worker.<init>(Main.java:22)
}

proc corpus.variants.classicdeadlockn.fixed.Main$Worker.<init>[corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:43] {
  s4: write corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:43.mine // at corpus.variants.classicdeadlockn.fixed.Main$Worker.<init>(Main.java:21)
  s5: write corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:43.next // at corpus.variants.classicdeadlockn.fixed.Main$Worker.<init>(Main.java:22)
}

proc corpus.variants.classicdeadlockn.fixed.Main$Worker.run[corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:40] {
  s1: read corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:40.mine // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:27)
  s2: acquire java.lang.Object@Main.java:36 // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:27)
  s3: read corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:40.next // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:28)
  s4: acquire java.lang.Object@Main.java:37 // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:28)
  s5: read corpus.variants.classicdeadlockn.fixed.Main$Worker.rounds // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:29)
  s7: write corpus.variants.classicdeadlockn.fixed.Main$Worker.rounds // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:29)
  s8: release java.lang.Object@Main.java:37 // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:30)
  s18: release java.lang.Object@Main.java:36 // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:31)
}

proc corpus.variants.classicdeadlockn.fixed.Main$Worker.run[corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:41] {
  s1: read corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:41.mine // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:27)
  s2: acquire java.lang.Object@Main.java:37 // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:27)
  s3: read corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:41.next // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:28)
  s4: acquire java.lang.Object@Main.java:38 // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:28)
  s5: read corpus.variants.classicdeadlockn.fixed.Main$Worker.rounds // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:29)
  s7: write corpus.variants.classicdeadlockn.fixed.Main$Worker.rounds // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:29)
  s8: release java.lang.Object@Main.java:38 // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:30)
  s18: release java.lang.Object@Main.java:37 // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:31)
}

proc corpus.variants.classicdeadlockn.fixed.Main$Worker.run[corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:42] {
  s1: read corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:42.mine // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:27)
  s2: acquire java.lang.Object@Main.java:38 // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:27)
  s3: read corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:42.next // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:28)
  s4: acquire java.lang.Object@Main.java:39 // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:28)
  s5: read corpus.variants.classicdeadlockn.fixed.Main$Worker.rounds // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:29)
  s7: write corpus.variants.classicdeadlockn.fixed.Main$Worker.rounds // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:29)
  s8: release java.lang.Object@Main.java:39 // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:30)
  s18: release java.lang.Object@Main.java:38 // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:31)
}

proc corpus.variants.classicdeadlockn.fixed.Main$Worker.run[corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:43] {
  s1: read corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:43.mine // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:27)
  s2: acquire java.lang.Object@Main.java:36 // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:27)
  s3: read corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:43.next // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:28)
  s4: acquire java.lang.Object@Main.java:39 // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:28)
  s5: read corpus.variants.classicdeadlockn.fixed.Main$Worker.rounds // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:29)
  s7: write corpus.variants.classicdeadlockn.fixed.Main$Worker.rounds // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:29)
  s8: release java.lang.Object@Main.java:39 // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:30)
  s18: release java.lang.Object@Main.java:36 // at corpus.variants.classicdeadlockn.fixed.Main$Worker.run(Main.java:31)
}

proc corpus.variants.classicdeadlockn.fixed.Main.main {
  s14: call corpus.variants.classicdeadlockn.fixed.Main$Worker.<init>[corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:40] // at corpus.variants.classicdeadlockn.fixed.Main.main(Main.java:40)
  s15: fork corpus.variants.classicdeadlockn.fixed.Main$Worker.run[corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:40] corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:40 // at corpus.variants.classicdeadlockn.fixed.Main.main(Main.java:40)
  s17: call corpus.variants.classicdeadlockn.fixed.Main$Worker.<init>[corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:41] // at corpus.variants.classicdeadlockn.fixed.Main.main(Main.java:41)
  s18: fork corpus.variants.classicdeadlockn.fixed.Main$Worker.run[corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:41] corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:41 // at corpus.variants.classicdeadlockn.fixed.Main.main(Main.java:41)
  s20: call corpus.variants.classicdeadlockn.fixed.Main$Worker.<init>[corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:42] // at corpus.variants.classicdeadlockn.fixed.Main.main(Main.java:42)
  s21: fork corpus.variants.classicdeadlockn.fixed.Main$Worker.run[corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:42] corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:42 // at corpus.variants.classicdeadlockn.fixed.Main.main(Main.java:42)
  s23: call corpus.variants.classicdeadlockn.fixed.Main$Worker.<init>[corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:43] // at corpus.variants.classicdeadlockn.fixed.Main.main(Main.java:43)
  s24: fork corpus.variants.classicdeadlockn.fixed.Main$Worker.run[corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:43] corpus.variants.classicdeadlockn.fixed.Main$Worker@Main.java:43 // at corpus.variants.classicdeadlockn.fixed.Main.main(Main.java:43)
}
